#pragma once
#include "app/session/session.hpp"

namespace app {

// The Battle tab's deployment zones: rename or remove each, draw a new one corner by corner on the board, or
// drag the corners of the zones the battleplan laid out.
void draw_zone_panel(Session& session);

}  // namespace app
