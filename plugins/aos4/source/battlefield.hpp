#pragma once
#include "battleboard/system/system_description.hpp"

namespace aos4 {
std::vector<bb::sys::RulesEdition> rules_editions();
// Matched play battlefield sizes by points (General's Handbook 2024-25, Set Up the Battlefield).
std::vector<bb::sys::BoardSize> battlefield_sizes();
// Steps 2 and 3 of the battlepack (battleplan, attacker and defender, terrain set-up), battlefield size, battle
// length, objective markers and how the battle is won.
std::vector<bb::sys::RulesSection> battlefield_rules();
}  // namespace aos4
