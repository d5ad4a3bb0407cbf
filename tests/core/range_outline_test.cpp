#include "battleboard/geometry/range_outline.hpp"
#include "battleboard/geometry/queries.hpp"

#include <doctest/doctest.h>

using namespace bb;

namespace {

// Every outline point is `range` from the footprint, and the outline runs counter-clockwise round it.
void check_outline(const geo::Polygon& footprint, double range) {
    const geo::Polygon outline = geo::range_outline(footprint, range);
    REQUIRE(outline.points.size() >= 8);
    for (geo::Vec2 p : outline.points) CHECK(geo::distance(p, footprint) == doctest::Approx(range).epsilon(1e-9));
    CHECK(geo::signed_area(outline) > 0);
    CHECK(geo::wholly_inside(footprint, outline));
}

}  // namespace

TEST_CASE("the outline of a rectangle is its sides pushed out, with rounded corners") {
    const geo::Polygon building = geo::placed(geo::rectangle(8, 6), {30, 20}, 30);
    check_outline(building, 6);
    // Its area: the rectangle, a 6" strip along each side, and the four quarter circles of the corners.
    const double expected = 8 * 6 + 2 * (8 + 6) * 6 + 3.14159265358979 * 36;
    CHECK(geo::signed_area(geo::range_outline(building, 6, 1)) == doctest::Approx(expected).epsilon(0.002));
}

TEST_CASE("a concave footprint is grown from its hull") {
    const geo::Polygon ell{{{0, 0}, {6, 0}, {6, 2}, {2, 2}, {2, 6}, {0, 6}}};
    const geo::Polygon hull = geo::convex_hull(ell);
    CHECK(hull.points.size() == 5);  // the inner corner (2, 2) is gone
    CHECK(geo::is_convex(hull));
    check_outline(hull, 3);
    for (geo::Vec2 p : geo::range_outline(ell, 3).points) CHECK(geo::distance(p, hull) == doctest::Approx(3));
}

TEST_CASE("a point grows into a circle and a segment into a stadium") {
    const geo::Polygon point{{{5, 5}}};
    for (geo::Vec2 p : geo::range_outline(point, 2).points)
        CHECK(geo::distance(p, geo::Vec2{5, 5}) == doctest::Approx(2));
    const geo::Polygon segment{{{0, 0}, {4, 0}}};
    const geo::Polygon stadium = geo::range_outline(segment, 1);
    for (geo::Vec2 p : stadium.points) CHECK(geo::distance(p, geo::Segment{{0, 0}, {4, 0}}) == doctest::Approx(1));
    CHECK(geo::signed_area(stadium) == doctest::Approx(4 * 2 + 3.14159265358979).epsilon(0.02));
}
