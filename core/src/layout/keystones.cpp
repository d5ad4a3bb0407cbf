#include "battleboard/layout/keystones.hpp"

namespace bb::layout {

std::array<Keystone, 2> keystones(const model::TerrainPiece& piece) {
    const geo::Polygon outline = piece.on_board();
    if (outline.points.empty()) return {};
    const auto before = [](geo::Vec2 a, geo::Vec2 b) {
        return a.x + a.y < b.x + b.y || (a.x + a.y == b.x + b.y && a.y < b.y);
    };
    geo::Vec2 low = outline.points.front(), high = low;
    for (geo::Vec2 p : outline.points) {
        if (before(p, low)) low = p;
        if (before(high, p)) high = p;
    }
    return {Keystone{low, low.x, low.y}, Keystone{high, high.x, high.y}};
}

}  // namespace bb::layout
