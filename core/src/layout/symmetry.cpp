#include "battleboard/layout/symmetry.hpp"

#include "battleboard/geometry/queries.hpp"

#include <algorithm>
#include <cmath>

namespace bb::layout {

bool mirror_line_horizontal(const model::Battlefield& battlefield) {
    if (battlefield.territories.size() >= 2) {
        const geo::Vec2 a = geo::centroid(battlefield.territories[0].area);
        const geo::Vec2 b = geo::centroid(battlefield.territories[1].area);
        return std::abs(a.y - b.y) >= std::abs(a.x - b.x);
    }
    return battlefield.width >= battlefield.depth;
}

model::TerrainPiece twin(const model::TerrainPiece& piece, Symmetry symmetry, const model::Battlefield& battlefield) {
    model::TerrainPiece other = piece;
    if (symmetry == Symmetry::Point) {
        other.position = {battlefield.width - piece.position.x, battlefield.depth - piece.position.y};
        other.rotation = std::fmod(piece.rotation + 180.0, 360.0);
    } else if (symmetry == Symmetry::Mirror) {
        // Reflecting the placed outline equals reflecting the footprint in its own frame, then turning the
        // other way: M R(r) = R(-r) M. The corner order is reversed to keep the outline's winding.
        const bool horizontal = mirror_line_horizontal(battlefield);
        for (auto& p : other.footprint.points) p = horizontal ? geo::Vec2{p.x, -p.y} : geo::Vec2{-p.x, p.y};
        std::reverse(other.footprint.points.begin(), other.footprint.points.end());
        other.position = horizontal ? geo::Vec2{piece.position.x, battlefield.depth - piece.position.y}
                                    : geo::Vec2{battlefield.width - piece.position.x, piece.position.y};
        other.rotation = piece.rotation == 0 ? 0 : 360.0 - piece.rotation;
    }
    return other;
}

}  // namespace bb::layout
