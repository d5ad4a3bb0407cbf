// Warhammer Fantasy Battle 8th: buildings and arcane architecture may be garrisoned unless the players
// agree to treat them as impassable terrain.
#include "app/systems/building_panel.hpp"
#include "app/systems/building_systems.hpp"

namespace app {

void wfb8_piece_panel(Session& session, bb::model::TerrainPiece& piece) {
    static constexpr std::string_view kCategories[] = {"Building", "Arcane Architecture"};
    static constexpr BuildingRules kRules{.categories = kCategories,
                                          .agreement = "Agreed: impassable terrain",
                                          .agreed = "no",
                                          .not_agreed = "yes",
                                          .needed_width_key = {},
                                          .shooters_per_floor_key = "shooters-per-floor",
                                          .floors = true};
    draw_building_panel(session, piece, kRules);
}

}  // namespace app
