#pragma once
// Terrain sizes (Terrain 1.3): small fits in 7" x 7", medium fits in 7" x 12", anything bigger is large.
#include "battleboard/geometry/shapes.hpp"
#include "battleboard/plugin/match_operations.hpp"
#include "battleboard/result.hpp"

namespace aos4 {

// Ranks as used in the catalogue's "size", "size-min" and "size-max" properties.
enum class TerrainSize : std::uint32_t { Small = 1, Medium = 2, Large = 3 };

TerrainSize terrain_size(const bb::geo::Polygon& footprint);
const char* size_name(TerrainSize size);  // "small", "medium", "large"

// The "size-class" operation.
bb::Result<bb::plugin::SizeClass> size_class(const bb::geo::Polygon& footprint);

}  // namespace aos4
