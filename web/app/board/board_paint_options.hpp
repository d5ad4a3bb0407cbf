#pragma once
// What the board shows beyond the battlefield itself, the same on screen and in the PNG export:
// the pieces and markers of setup-rule breaches flagged, and the game system's own overlay.
#include "app/board/board_painter.hpp"
#include "app/session/battle_score.hpp"
#include "app/session/plugin_panel_state.hpp"
#include "app/session/setup_findings.hpp"

namespace app {

// The plugin's answers the board shows: the setup check's breaches, its panels' marks, the players' names.
struct BoardAnswers {
    const SetupFindings& findings;
    const BattleScore& score;
    const PluginPanelState& panels;
};

PaintOptions board_paint_options(const BoardAnswers& answers, const bb::model::Battlefield& battlefield);

}  // namespace app
