#pragma once
#include "battleboard/system/system_description.hpp"

namespace wh40k10 {
inline constexpr const char* kEdition = "10th";
std::vector<bb::sys::RulesEdition> rules_editions();
// The 44" x 60" battlefield the deployment maps are drawn for.
std::vector<bb::sys::BoardSize> battlefield_sizes();
}  // namespace wh40k10
