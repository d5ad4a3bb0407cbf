#pragma once
#include "battleboard/system/system_description.hpp"

namespace wh40k7 {
// The 18 pieces of battlefield debris and terrain, each with its cover save ("cover-save") and special rules.
std::vector<bb::sys::CatalogueEntry> battlefield_debris();
// Rules several pieces share (fighting across barricades and defence lines).
std::vector<bb::sys::Ability> debris_abilities();
// The fuel reserve's explosion roll.
std::vector<bb::sys::DiceTable> debris_tables();
}  // namespace wh40k7
