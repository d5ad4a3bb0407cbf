#pragma once
// Lays a battleplan's territories and objectives on the battlefield in use. Maps are drawn for one board
// size, so they are scaled to the table; earlier territories and objectives are replaced.
#include "battleboard/model/battlefield.hpp"
#include "battleboard/result.hpp"
#include "battleboard/rules/roll.hpp"
#include "battleboard/system/system_description.hpp"

namespace bb::layout {

// A null plan clears the battleplan.
void apply_battleplan(model::Battlefield& battlefield, const sys::Battleplan* plan);

// Rolls on the system's "battleplan" table; its final row names the plan by id (in its text) or by name.
Result<const sys::Battleplan*> roll_battleplan(const sys::SystemDescription& system, rules::DiceEngine& dice);

}  // namespace bb::layout
