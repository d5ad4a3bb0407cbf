#pragma once
// The building panel Warhammer Fantasy Battle 8th and The Old World share: what the players agreed about
// the selected building, its floors, who occupies it, how many inside may shoot, and the assault helper.
// What it shows comes from the plugin's "building" operation; the occupant is kept in the piece's
// attributes, so it is saved and shared with the setup.
#include "app/session.hpp"

#include <span>
#include <string_view>

namespace app {

// Where the two systems differ.
struct BuildingRules {
    std::span<const std::string_view> categories;  // catalogue categories whose pieces are buildings
    const char* agreement;                         // the checkbox: what the players may agree
    const char* agreed;                            // the "occupiable" attribute when ticked ("yes" or "no")
    const char* not_agreed;                        // ... and when not
    std::string_view needed_width_key;             // property: the width an occupiable building needs
    std::string_view shooters_per_floor_key;       // property the players may agree to change
    bool floors;                                   // whether the number of floors changes the rules
};

// Draws nothing for pieces that are not buildings.
void draw_building_panel(Session& session, bb::model::TerrainPiece& piece, const BuildingRules& rules);

}  // namespace app
