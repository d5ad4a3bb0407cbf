#pragma once
#include "battleboard/system/system_description.hpp"

namespace aos4 {
// Everything a player can place: the five terrain types, then the 60 Citadel Terrain List entries, each with its
// "size" property. Built once.
const std::vector<bb::sys::CatalogueEntry>& catalogue();
}  // namespace aos4
