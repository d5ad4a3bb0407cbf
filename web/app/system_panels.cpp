#include "app/system_panels.hpp"

#include "app/systems/aos4_panels.hpp"
#include "app/systems/building_systems.hpp"
#include "app/systems/wh40k10_panels.hpp"
#include "app/systems/wh40k7_panels.hpp"

#include <vector>

namespace app {

std::span<const SystemPanels> system_panels() {
    static const std::vector<SystemPanels> panels = {
        // {"<system id>", &piece_panel, &battle_panel, &board_overlay, &shows, own_score_sheet}, one line per system
        {"aos4", &aos4::draw_piece_panel, &aos4::draw_battle_panel, &aos4::board_overlay, &aos4::shows, true},
        {"wh40k7", &wh40k7_piece_panel, nullptr, &wh40k7_board_overlay, &wh40k7_shows},
        {"wh40k10", nullptr, &wh40k10_battle_panel},
        {"wfb8", &wfb8_piece_panel},
        {"tow", &tow_piece_panel},
    };
    return panels;
}

const SystemPanels* panels_for(std::string_view system_id) {
    for (const auto& p : system_panels())
        if (p.system_id == system_id) return &p;
    return nullptr;
}

}  // namespace app
