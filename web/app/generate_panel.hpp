#pragma once
// "Generate layout": fills the board with legal terrain from the system's catalogue.
#include "app/session.hpp"

namespace app {

void draw_generate_panel(Session& session);

} // namespace app
