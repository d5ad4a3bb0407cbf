#pragma once
// Everything a player can place (the generic category pieces, then every named example) and every table
// they roll on, gathered from the category files.
#include "battleboard/system/system_description.hpp"

namespace wfb8 {
std::vector<bb::sys::CatalogueEntry> catalogue();
std::vector<bb::sys::DiceTable> dice_tables();
// The entry a piece was made from (built once); nullptr for ids this plugin does not know.
const bb::sys::CatalogueEntry* find_entry(const std::string& catalogue_id);
}  // namespace wfb8
