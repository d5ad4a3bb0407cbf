#pragma once
// Panels and board marks only one game system needs (a building's garrison, a fortification's upgrades, a
// score sheet), drawn from that system's own plugin operations. Each system's panels live in web/app/systems/;
// this table is the one place that lists them.
#include "app/session.hpp"
#include "app/view_transform.hpp"

#include <span>
#include <string_view>

namespace app {

struct SystemPanels {
    std::string_view system_id;
    // Below the selected piece's rules; may change the piece (attributes, rolls).
    void (*piece)(Session& session, bb::model::TerrainPiece& piece) = nullptr;
    // Below the battleplan: battle-wide tools such as a score sheet.
    void (*battle)(Session& session) = nullptr;
    // Over the board, after terrain and objectives: marks such as where objectives stand this battle round.
    void (*board)(Session& session, ImDrawList& draw, const ViewTransform& view) = nullptr;
};

std::span<const SystemPanels> system_panels();
const SystemPanels* panels_for(std::string_view system_id);

} // namespace app
