#pragma once
// The marks a game system's panels put on the board (rings, badges and outlines on pieces, marks at points),
// added to what the board paints, on screen and in the PNG export alike.
#include "app/board/board_painter.hpp"
#include "app/session/plugin_panel_state.hpp"

namespace app {

void add_plugin_marks(const PluginPanelState& panels, const bb::model::Battlefield& battlefield, PaintOptions& options);

}  // namespace app
