#pragma once
#include "battlepack_operation.hpp"

namespace aos4 {
// The battlepack's battle tactics: 6 universal, 2 for each grand alliance (General's Handbook 2024-25).
std::vector<bb::plugin::aos4::BattleTactic> battle_tactics();
// How battle tactics are picked and scored, then one section per tactic (id = the tactic's id).
std::vector<bb::sys::RulesSection> battle_tactic_rules();
}  // namespace aos4
