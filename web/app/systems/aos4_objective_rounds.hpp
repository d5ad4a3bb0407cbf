#pragma once
// Where the battleplan's objectives stand in a chosen battle round: Starstrike's rolled positions, The Vice's new
// objectives, Shifting Objectives' primary objective, the objectives Scorched Earth lets players remove. A round
// picker with that round's rolls for the battle panel, and the objective states drawn over the board.
#include "app/session.hpp"

#include <cstdint>

namespace app::aos4 {

// Nothing for battleplans whose objectives stay the same all battle.
void draw_objective_rounds(Session& session);

// Shows the objectives of battle round `round` (from 1), e.g. when the score sheet starts that round.
void show_objective_round(std::uint32_t round);

}  // namespace app::aos4
