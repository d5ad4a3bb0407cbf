// The aos4 battle panel below the battleplan: its objectives round by round, the score sheet, then the battlepack's
// rules to read. The board overlay lives with the objective rounds it draws.
#include "app/systems/aos4_panels.hpp"

#include "app/systems/aos4_battle_data.hpp"
#include "app/systems/aos4_objective_rounds.hpp"
#include "app/systems/aos4_rules_reader.hpp"
#include "app/systems/aos4_score_sheet.hpp"

namespace app::aos4 {

void draw_battle_panel(Session& session) {
    battle_data(session);  // asked here once, so the board overlay can draw from it
    draw_objective_rounds(session);
    draw_score_sheet(session);
    draw_rules_reader(session);
}

}  // namespace app::aos4
