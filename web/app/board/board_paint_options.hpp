#pragma once
// What the board shows of the session beyond the battlefield itself, the same on screen and in the PNG export:
// the pieces and markers of setup-rule breaches flagged, and the game system's own overlay.
#include "app/board/board_painter.hpp"
#include "app/session/session.hpp"

namespace app {

PaintOptions board_paint_options(const Session& session);

}  // namespace app
