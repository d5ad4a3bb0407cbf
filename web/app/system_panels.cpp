#include "app/system_panels.hpp"

#include "app/systems/aos4_panels.hpp"

#include <vector>

namespace app {

std::span<const SystemPanels> system_panels() {
    static const std::vector<SystemPanels> panels = {
        // {"<system id>", &battle_panel, own_score_sheet}, one line per system
        {"aos4", &aos4::draw_battle_panel, true},
    };
    return panels;
}

const SystemPanels* panels_for(std::string_view system_id) {
    for (const auto& p : system_panels())
        if (p.system_id == system_id) return &p;
    return nullptr;
}

}  // namespace app
