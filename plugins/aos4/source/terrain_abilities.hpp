#pragma once
#include "battleboard/system/system_description.hpp"

namespace aos4 {
// The universal terrain abilities (Core Rules, Terrain 1.2) and Activate Place of Power, per edition.
std::vector<bb::sys::Ability> terrain_abilities();
}  // namespace aos4
