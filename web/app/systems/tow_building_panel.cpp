// The Old World: buildings are impassable unless they are at least 4" across and the players agree to make
// them occupiable.
#include "app/systems/building_panel.hpp"
#include "app/systems/building_systems.hpp"

namespace app {

void tow_piece_panel(Session& session, bb::model::TerrainPiece& piece) {
    static constexpr std::string_view kCategories[] = {"Building"};
    static constexpr BuildingRules kRules{.categories = kCategories,
                                          .agreement = "Agreed: occupiable",
                                          .agreed = "yes",
                                          .not_agreed = "no",
                                          .needed_width_key = "occupiable-at-least",
                                          .shooters_per_floor_key = {},
                                          .floors = false};
    draw_building_panel(session, piece, kRules);
}

}  // namespace app
