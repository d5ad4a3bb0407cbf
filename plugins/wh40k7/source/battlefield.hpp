#pragma once
#include "battleboard/system/system_description.hpp"

namespace wh40k7 {
std::vector<bb::sys::RulesEdition> rules_editions();
std::vector<bb::sys::BoardSize> battlefield_sizes();
// How to use the Building Damage tables.
std::vector<bb::sys::RulesSection> damage_rules();
}  // namespace wh40k7
