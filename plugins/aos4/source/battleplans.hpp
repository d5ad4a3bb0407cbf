#pragma once
// The twelve battleplans as the app and CLI see them: maps and rules text (describe), the dice tables that pick
// one, and the "battleplan-details" operation (scoring lines, shared layouts, objectives round by round).
#include "battleboard/plugin/match_operations.hpp"
#include "battleboard/result.hpp"
#include "battleboard/serial/blob.hpp"
#include "battleboard/system/system_description.hpp"

#include <span>

namespace aos4 {

std::vector<bb::sys::Battleplan> battleplans();
// "battleplan" (D6 for the table), "battleplan-table-1" and "-2" (D6 for the battleplan: result is its name,
// text its id), "starstrike-objective" (2D6 position) and "shifting-objectives-primary" (D3).
std::vector<bb::sys::DiceTable> battleplan_tables();
bb::plugin::BattleplanDetailsList battleplan_details();
bb::Result<bb::plugin::BattleplanDetailsList> answer_battleplan_details(const std::string& ignored);

}  // namespace aos4
