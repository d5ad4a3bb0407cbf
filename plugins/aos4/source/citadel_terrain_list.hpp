#pragma once
// The Citadel Terrain List as catalogue presets. Each entry takes the category and abilities of its terrain
// type's entry in `types` (one entry per edition where the type's abilities changed) and carries properties:
//   scenery-pieces-min / scenery-pieces-max  how many scenery pieces the feature may be made of
//   size-min / size-max                      its allowed sizes, 1 small, 2 medium, 3 large
// Every catalogue entry (types included) also gets "size": the size of its default footprint, same ranks.
#include "battleboard/system/system_description.hpp"

namespace aos4 {
std::vector<bb::sys::CatalogueEntry> citadel_terrain_list(const std::vector<bb::sys::CatalogueEntry>& types);
// Adds the "size" property computed from each entry's footprint.
void add_size_properties(std::vector<bb::sys::CatalogueEntry>& catalogue);
}  // namespace aos4
