#pragma once
#include "app/session.hpp"

namespace app {

// The selected piece: what it is, its size and rotation, and its rules in plain words.
void draw_piece_panel(Session& session);

}  // namespace app
