#pragma once
// Age of Sigmar (aos4) panels: the battle's score sheet. A piece's size class, the objectives round by round and
// the rules reader are the plugin's own panels.
#include "app/session.hpp"

namespace app::aos4 {

void draw_battle_panel(Session& session);

}  // namespace app::aos4
