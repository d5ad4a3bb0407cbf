#pragma once
#include "app/session/session.hpp"

namespace app {

// The selected objective marker: its name, where it is, and a way to remove it.
void draw_objective_panel(Session& session);

}  // namespace app
