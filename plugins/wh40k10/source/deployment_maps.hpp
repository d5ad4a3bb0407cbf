#pragma once
#include "battleboard/system/system_description.hpp"

namespace wh40k10 {
// The six common deployment maps (public mission-deck facts, not in the rules seed: marked to be checked
// against the mission card) and a custom map on which players draw their own zones.
std::vector<bb::sys::Battleplan> deployment_maps();
}  // namespace wh40k10
