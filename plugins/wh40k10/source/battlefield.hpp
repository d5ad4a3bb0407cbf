#pragma once
#include "battleboard/system/system_description.hpp"

namespace wh40k10 {
inline constexpr const char* kEdition = "10th";
std::vector<bb::sys::RulesEdition> rules_editions();
// The Core Rules give no count of terrain features. Tables players build for matched play (tournament packs
// among them) carry a dozen or more, most of them ruins: the generator's defaults follow that, labelled as
// common practice, and the player's count or terrain box overrides them.
inline constexpr std::uint32_t kUsualFeatures = 12;
inline constexpr std::uint32_t kUsualRuins = 8;
// The 44" x 60" battlefield the deployment maps are drawn for, with the usual count above.
std::vector<bb::sys::BoardSize> battlefield_sizes();
}  // namespace wh40k10
