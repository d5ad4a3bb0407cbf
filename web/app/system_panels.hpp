#pragma once
// Panels only one game system needs (a building's garrison, a fortification's upgrades, a score sheet),
// drawn from that system's own plugin operations. Each system's panels live in web/app/systems/; this
// table is the one place that lists them.
#include "app/session.hpp"

#include <span>
#include <string_view>

namespace app {

struct SystemPanels {
    std::string_view system_id;
    // Below the battleplan: battle-wide tools such as a score sheet.
    void (*battle)(Session& session) = nullptr;
    // The battle panel keeps the battlepack's own score sheet; without one the Battle tab keeps plain victory
    // points.
    bool own_score_sheet = false;
};

std::span<const SystemPanels> system_panels();
const SystemPanels* panels_for(std::string_view system_id);

}  // namespace app
