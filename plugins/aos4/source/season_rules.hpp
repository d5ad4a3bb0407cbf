#pragma once
#include "battleboard/system/system_description.hpp"

namespace aos4 {
// The Honour Guard abilities (General's Handbook 2024-25 season rules), one of which each army may use.
std::vector<bb::sys::Ability> honour_guard();
// Season rules 2024-25: double turns, seizing the initiative, battle tactics on a double turn, Honour Guard
// (then one section per Honour Guard ability, id = the ability's id).
std::vector<bb::sys::RulesSection> season_rules();
}  // namespace aos4
