#pragma once
#include "battleboard/system/system_description.hpp"

namespace wfb8 {
// The rules every piece of a terrain category follows (impassable, dangerous, hills, forests, rivers,
// marshland, obstacles, monuments, arcane architecture), one Ability per rule.
std::vector<bb::sys::Ability> terrain_rules();
}  // namespace wfb8
