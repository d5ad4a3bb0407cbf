#include "app/system_panels.hpp"

#include "app/systems/building_systems.hpp"

#include <vector>

namespace app {

std::span<const SystemPanels> system_panels() {
    static const std::vector<SystemPanels> panels = {
        // {"<system id>", &piece_panel, &battle_panel}, one line per system with panels of its own
        {"wfb8", &wfb8_piece_panel, nullptr},
        {"tow", &tow_piece_panel, nullptr},
    };
    return panels;
}

const SystemPanels* panels_for(std::string_view system_id) {
    for (const auto& p : system_panels())
        if (p.system_id == system_id) return &p;
    return nullptr;
}

} // namespace app
