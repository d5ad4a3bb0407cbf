#include "battleboard/layout/keystones.hpp"

#include "battleboard/geometry/queries.hpp"

#include <doctest/doctest.h>

#include <algorithm>

using namespace bb;

namespace {

model::TerrainPiece piece(geo::Polygon footprint, geo::Vec2 at, double rotation) {
    model::TerrainPiece p;
    p.footprint = std::move(footprint);
    p.position = at;
    p.rotation = rotation;
    return p;
}

}  // namespace

TEST_CASE("a square-on piece's keystones are its near-left and far-right corners, measured from the edges") {
    const auto stones = layout::keystones(piece(geo::rectangle(6, 4), {10, 8}, 0));
    CHECK(stones[0].from_left == doctest::Approx(7));
    CHECK(stones[0].from_bottom == doctest::Approx(6));
    CHECK(stones[1].from_left == doctest::Approx(13));
    CHECK(stones[1].from_bottom == doctest::Approx(10));
}

TEST_CASE("a turned piece's keystones are corners of its outline on the board, and fix where it stands") {
    for (double rotation : {15.0, 30.0, 45.0, 120.0, 285.0}) {
        CAPTURE(rotation);
        const auto p = piece(geo::rectangle(8, 3), {20, 14}, rotation);
        const auto outline = p.on_board();
        const auto stones = layout::keystones(p);
        for (const auto& stone : stones) {
            CHECK(stone.from_left == stone.corner.x);
            CHECK(stone.from_bottom == stone.corner.y);
            CHECK(std::any_of(outline.points.begin(), outline.points.end(),
                              [&](geo::Vec2 q) { return geo::distance(q, stone.corner) < 1e-9; }));
        }
        // Two different corners: with the piece's shape they pin down its place and facing.
        CHECK(geo::distance(stones[0].corner, stones[1].corner) > 3);
        // The first is the one nearest the near-left corner of the table, the second the farthest.
        for (geo::Vec2 q : outline.points) {
            CHECK(stones[0].corner.x + stones[0].corner.y <= q.x + q.y + 1e-9);
            CHECK(stones[1].corner.x + stones[1].corner.y >= q.x + q.y - 1e-9);
        }
    }
}
