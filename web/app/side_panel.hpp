#pragma once
// The control panel: game system, rules edition, battlefield size, the terrain catalogue and the
// selected piece's rules.
#include "app/session.hpp"

namespace app {

void draw_side_panel(Session& session);

} // namespace app
