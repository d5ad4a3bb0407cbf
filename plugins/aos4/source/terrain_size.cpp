#include "terrain_size.hpp"

namespace aos4 {

TerrainSize terrain_size(const bb::geo::Polygon& footprint) {
    if (bb::geo::fits_in_rectangle(footprint, 7, 7)) return TerrainSize::Small;
    if (bb::geo::fits_in_rectangle(footprint, 7, 12)) return TerrainSize::Medium;
    return TerrainSize::Large;
}

const char* size_name(TerrainSize size) {
    switch (size) {
        case TerrainSize::Small: return "small";
        case TerrainSize::Medium: return "medium";
        case TerrainSize::Large: return "large";
    }
    return "";
}

bb::Result<bb::plugin::SizeClass> size_class(const bb::geo::Polygon& footprint) {
    if (footprint.points.size() < 3) return bb::make_error("A footprint needs at least 3 corners.");
    const TerrainSize size = terrain_size(footprint);
    return bb::plugin::SizeClass{static_cast<std::uint32_t>(size), size_name(size)};
}

}  // namespace aos4
