#pragma once
#include "battleboard/system/system_description.hpp"

namespace tow {
std::vector<bb::sys::RulesEdition> rules_editions();
std::vector<bb::sys::BoardSize> battlefield_sizes();
}  // namespace tow
