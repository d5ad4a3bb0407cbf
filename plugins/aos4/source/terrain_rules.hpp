#pragma once
#include "battleboard/system/system_description.hpp"

namespace aos4 {
// The terrain rules that are not abilities (Advanced Rules, Terrain 1.1 and 1.3 to 1.7), per edition.
std::vector<bb::sys::RulesSection> terrain_rules();
}  // namespace aos4
