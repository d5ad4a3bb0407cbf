// The aos4 battle panel below the battleplan: its objectives round by round, then the score sheet. The board marks
// (paint_board_marks) live with the objective rounds they draw.
#include "app/systems/aos4_panels.hpp"

#include "app/systems/aos4_objective_rounds.hpp"
#include "app/systems/aos4_score_sheet.hpp"

namespace app::aos4 {

void draw_battle_panel(Session& session) {
    draw_objective_rounds(session);
    draw_score_sheet(session);
}

} // namespace app::aos4
