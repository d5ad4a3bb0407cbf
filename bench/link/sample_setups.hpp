#pragma once
// The tables the link benchmark measures, made in code from the catalogue entries the plugins describe (and the
// aos4 plugin's Border War battleplan), so the numbers in BENCHMARKS.md stay comparable.
#include "battleboard/model/battlefield.hpp"
#include "battleboard/system/system_description.hpp"

#include <string>

namespace bench {

// Age of Sigmar 4th edition at 2000 points: 60" x 44", 8 features with the aos4 catalogue's default
// footprints, heights and names, the Border War battleplan's territories and objectives as the plugin lays them,
// positions on the app's 1/8" grid.
bb::model::Battlefield aos4_2000_points(const bb::sys::SystemDescription& aos4);

// A Warhammer Fantasy Battle 8th edition 72" x 48" table with 40 features of 9 kinds of the wfb8 catalogue
// (forests, hills, buildings, walls, a river...) as it gives them, at random places and whole-degree rotations
// from a fixed seed, some with rolls, a renamed building and attributes, and two deployment zones drawn by hand.
bb::model::Battlefield wfb8_40_pieces();

// The score sheet of the aos4 table above after three battle rounds, in the JSON shape pre-release setup files held
// it: two players with their factions and generals' keywords, each turn's scoring lines and battle tactics. The
// aos4 plugin's state in the golden link aos4-2000-scored-v6 holds the same; sheet_bound.hpp measures it.
std::string aos4_scored_sheet_json();

}  // namespace bench
