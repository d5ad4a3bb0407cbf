#pragma once
// The Old World's building rules: one Ability per rule, and the rules sections that group them.
#include "battleboard/system/system_description.hpp"

namespace tow {
std::vector<bb::sys::Ability> building_rules();
std::vector<bb::sys::RulesSection> rules_sections(const std::vector<bb::sys::Ability>& rules);
}  // namespace tow
