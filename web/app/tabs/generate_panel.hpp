#pragma once
// "Generate layout": fills the board with legal terrain from the system's catalogue.
#include "app/session/session.hpp"

namespace app {

// The height the panel will take at the current content width, so the catalogue above it can leave room.
float generate_panel_height(const Session& session);
void draw_generate_panel(Session& session);

}  // namespace app
