#pragma once
#include "battleboard/system/system_description.hpp"

namespace aos4 {
// The five terrain types (Core Rules, Terrain 1.4 and 1.5) as placeable catalogue entries.
std::vector<bb::sys::CatalogueEntry> terrain_types();
}  // namespace aos4
