#pragma once
// Panels only one game system needs (a building's garrison, a fortification's upgrades, a score sheet),
// drawn from that system's own plugin operations. Each system's panels live in web/app/systems/; this
// table is the one place that lists them.
#include "app/board_painter.hpp"
#include "app/session.hpp"

#include <span>
#include <string_view>

namespace app {

struct SystemPanels {
    std::string_view system_id;
    // Below the selected piece's rules; may change the piece (attributes, rolls).
    void (*piece)(Session& session, bb::model::TerrainPiece& piece) = nullptr;
    // Below the battleplan: battle-wide tools such as a score sheet.
    void (*battle)(Session& session) = nullptr;
    // Marks on the board each frame: ranges around pieces, badges for their state.
    void (*board)(const Session& session, BoardOverlay& overlay) = nullptr;
    // Table ids and property keys the piece panel above shows in its own way; the generic panel leaves them out.
    bool (*shows)(std::string_view key) = nullptr;
    // The battle panel keeps the battlepack's own score sheet; without one the Battle tab keeps plain victory
    // points.
    bool own_score_sheet = false;
};

std::span<const SystemPanels> system_panels();
const SystemPanels* panels_for(std::string_view system_id);

}  // namespace app
