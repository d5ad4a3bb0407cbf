// The aos4 battle panel below the battleplan: the score sheet (the plugin's own panels follow).
#include "app/systems/aos4_panels.hpp"

#include "app/systems/aos4_score_sheet.hpp"

namespace app::aos4 {

void draw_battle_panel(Session& session) { draw_score_sheet(session); }

}  // namespace app::aos4
