#pragma once
#include "app/session/session.hpp"

namespace app {

// Pick or roll the battleplan (mission, deployment map); shows its twist and scoring, and warns when its
// map is a default to check against the book.
void draw_battleplan_panel(Session& session);

}  // namespace app
