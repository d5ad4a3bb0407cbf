#pragma once
#include "battleboard/system/system_description.hpp"

namespace wh40k10 {
// Each terrain feature's movement, visibility, cover, engagement and footprint rules, one ability per rule.
// An ability's name says which aspect it governs ("Movement", "Visibility", "Benefit of Cover"...).
std::vector<bb::sys::Ability> terrain_rules();
// Rules that hold for every terrain feature: moving over terrain, targeting it, and the Benefit of Cover.
std::vector<bb::sys::RulesSection> general_rules();
}  // namespace wh40k10
