#pragma once
#include "battleboard/system/system_description.hpp"

namespace aos4 {
std::vector<bb::sys::RulesEdition> rules_editions();
// Matched play battlefield sizes by points (General's Handbook 2024-25, Set Up the Battlefield).
std::vector<bb::sys::BoardSize> battlefield_sizes();
} // namespace aos4
