#pragma once
// The tables the link benchmark measures. Both are made in code (no plugin needed) and never change, so
// the numbers in BENCHMARKS.md stay comparable from one commit to the next.
#include "battleboard/model/battlefield.hpp"

namespace bench {

// Age of Sigmar 4th edition at 2000 points: 60" x 44", 8 features with the aos4 catalogue's default
// footprints, heights and names, two territories and five objectives, positions on the app's 1/8" grid.
bb::model::Battlefield aos4_2000_points();

// A Warhammer Fantasy Battle 8th edition-like 72" x 48" table with 40 features of 9 kinds (forests, hills,
// buildings, walls, a river...) at random places and whole-degree rotations from a fixed seed, some with
// rolls and attributes, and two deployment zones.
bb::model::Battlefield wfb8_40_pieces();

// The aos4 table above after three battle rounds: a score sheet (format 2) with two players, their factions and
// generals' keywords, each turn's scoring lines and battle tactics.
bb::model::Battlefield aos4_2000_points_scored();

}  // namespace bench
