#include "battleboard/geometry/queries.hpp"

#include <doctest/doctest.h>

#include <limits>

using namespace bb::geo;

namespace {
Polygon square_at(double x, double y, double side) { return placed(rectangle(side, side), {x, y}, 0); }
}  // namespace

TEST_CASE("distance between footprints is measured edge to edge") {
    const Polygon a = square_at(0, 0, 2);  // spans -1..1
    CHECK(distance(a, square_at(5, 0, 2)) == doctest::Approx(3.0));
    CHECK(distance(a, square_at(5, 5, 2)) == doctest::Approx(std::hypot(3.0, 3.0)));
    CHECK(distance(a, square_at(1.5, 0, 2)) == 0.0);  // overlapping
    CHECK(distance(square_at(0, 0, 10), a) == 0.0);   // one holds the other
}

TEST_CASE("distance up to a reach is the exact distance within it and some larger value beyond") {
    const Polygon oval = placed(ellipse(6, 4, 32), {0, 0}, 20);
    for (double x = 2; x <= 14; x += 0.37)
        for (double turn : {0.0, 35.0, 90.0}) {
            const Polygon other = placed(ellipse(5, 3, 32), {x, 1.5}, turn);
            const double exact = distance(oval, other);
            for (double reach : {0.0, 1.0, 3.0, 6.0}) {
                const double near = distance_up_to(oval, other, reach);
                if (exact <= reach)
                    CHECK(near == exact);
                else
                    CHECK(near > reach);
            }
        }
    CHECK(distance_up_to(square_at(0, 0, 10), square_at(0, 0, 2), 0) == 0.0);  // one holds the other
    CHECK(gap(Bounds{{0, 0}, {1, 1}}, Bounds{{4, 5}, {6, 6}}) == 4.0);
    CHECK(gap(Bounds{{0, 0}, {2, 2}}, Bounds{{1, 1}, {3, 3}}) == 0.0);
}

TEST_CASE("rotation turns a footprint about its centre") {
    const Polygon turned = placed(rectangle(4, 2), {10, 10}, 90);
    const Bounds b = bounds(turned);
    CHECK(b.width() == doctest::Approx(2.0));
    CHECK(b.depth() == doctest::Approx(4.0));
    CHECK(centroid(turned).x == doctest::Approx(10.0));
    CHECK(centroid(turned).y == doctest::Approx(10.0));
}

TEST_CASE("circles measure from their edge") {
    const Circle marker{{0, 0}, 0.5};
    CHECK(distance(marker, Circle{{4, 0}, 0.5}) == doctest::Approx(3.0));
    CHECK(distance(marker, square_at(4, 0, 2)) == doctest::Approx(2.5));
}

TEST_CASE("within and more-than treat an exact measurement as on the limit") {
    const Polygon a = square_at(0, 0, 2);
    const Polygon b = square_at(5, 0, 2);  // exactly 3" apart
    CHECK(within(a, b, 3.0));
    CHECK_FALSE(more_than(distance(a, b), 3.0));
    const Polygon c = square_at(5.01, 0, 2);  // 3.01"
    CHECK_FALSE(within(a, c, 3.0));
    CHECK(more_than(distance(a, c), 3.0));
}

TEST_CASE("wholly inside a territory needs every part inside") {
    const Polygon zone = placed(rectangle(20, 10), {10, 5}, 0);  // 0..20 x 0..10
    CHECK(wholly_inside(Circle{{5, 5}, 0.8}, zone));
    CHECK_FALSE(wholly_inside(Circle{{5, 9.5}, 0.8}, zone));  // pokes over the edge
    CHECK(wholly_inside(square_at(5, 5, 2), zone));
    CHECK_FALSE(wholly_inside(square_at(19.5, 5, 2), zone));
}

TEST_CASE("a marker on a border is within both territories and wholly within neither") {
    const Polygon south = placed(rectangle(60, 22), {30, 11}, 0);
    const Polygon north = placed(rectangle(60, 22), {30, 33}, 0);
    const Circle on_border{{30, 22}, 40 * kMillimetre / 2};
    CHECK(within(on_border, south, 0));
    CHECK(within(on_border, north, 0));
    CHECK_FALSE(wholly_inside(on_border, south));
    CHECK_FALSE(wholly_inside(on_border, north));
}

TEST_CASE("wholly within a range means the farthest point is within it") {
    const Polygon fort = square_at(0, 0, 4);  // -2..2
    CHECK(wholly_within(square_at(6, 0, 2), fort, 5.0));
    CHECK_FALSE(wholly_within(square_at(6, 0, 2), fort, 4.9));
    CHECK(wholly_within(Circle{{5, 0}, 1}, fort, 4.0));
    CHECK_FALSE(wholly_within(Circle{{5, 0}, 1}, fort, 3.95));
}

TEST_CASE("place_nearest gives place's answer and the way from the nearest point of the edge") {
    const Polygon l_shape{{{0, 0}, {4, 0}, {4, 1}, {1, 1}, {1, 4}, {0, 4}}};
    for (const Polygon& shape : {square_at(5, 0, 2), placed(ellipse(6, 4, 24), {2, 1}, 20), l_shape})
        for (double x = -4; x <= 9; x += 0.37)
            for (double y = -4; y <= 6; y += 0.41) {
                CAPTURE(x);
                CAPTURE(y);
                const PointPlace at = place(shape, {x, y});
                const NearestPlace near = place_nearest(shape, {x, y});
                CHECK(near.inside == at.inside);
                CHECK(near.boundary == at.boundary);
                CHECK(length(near.away) == doctest::Approx(at.boundary));
                // The nearest point itself lies on the edge, and so does the first point ahead along +x.
                CHECK(place(shape, Vec2{x, y} - near.away).boundary < 1e-9);
                if (near.ahead < 1e9) CHECK(place(shape, Vec2{x + near.ahead, y}).boundary < 1e-9);
                if (near.inside && near.boundary > 1e-9) CHECK(near.ahead >= near.boundary);
            }
    CHECK(place_nearest(square_at(5, 0, 2), {5, 3}).away == Vec2{0, 2});  // straight above the top edge
    CHECK(place_nearest(square_at(5, 0, 2), {7, 2}).away == Vec2{1, 1});  // off a corner
    CHECK(place_nearest(square_at(5, 0, 2), {4.5, 0}).ahead == 1.5);      // inside: out through the right edge
    CHECK(place_nearest(square_at(5, 0, 2), {7, 0}).ahead == std::numeric_limits<double>::infinity());
}

TEST_CASE("a sight line's length through a footprint") {
    const Polygon wood = square_at(5, 0, 2);  // x 4..6
    CHECK(length_inside({{0, 0}, {10, 0}}, wood) == doctest::Approx(2.0));
    CHECK(length_inside({{0, 5}, {10, 5}}, wood) == doctest::Approx(0.0));
    CHECK(length_inside({{5, 0}, {10, 0}}, wood) == doctest::Approx(1.0));  // starts inside
    // An L-shaped ruin: the line crosses both arms.
    const Polygon l_shape{{{0, 0}, {4, 0}, {4, 1}, {1, 1}, {1, 4}, {0, 4}}};
    CHECK(length_inside({{-1, 0.5}, {5, 0.5}}, l_shape) == doctest::Approx(4.0));
    CHECK(length_inside({{0.5, -1}, {0.5, 5}}, l_shape) == doctest::Approx(4.0));
    CHECK(length_inside({{2, -1}, {2, 5}}, l_shape) == doctest::Approx(1.0));
}

TEST_CASE("segments") {
    CHECK(intersects({{0, 0}, {2, 2}}, {{0, 2}, {2, 0}}));
    CHECK_FALSE(intersects({{0, 0}, {1, 0}}, {{0, 1}, {1, 1}}));
    CHECK(distance(Segment{{0, 0}, {1, 0}}, Segment{{0, 1}, {1, 1}}) == doctest::Approx(1.0));
    CHECK(distance(Vec2{0.5, 2}, Segment{{0, 0}, {1, 0}}) == doctest::Approx(2.0));
}

TEST_CASE("fitting a footprint into a size box, at any turn") {
    CHECK(fits_in_rectangle(rectangle(7, 7), 7, 7));
    CHECK_FALSE(fits_in_rectangle(rectangle(7.2, 7), 7, 7));
    CHECK(fits_in_rectangle(rectangle(12, 7), 7, 12));
    CHECK(fits_in_rectangle(placed(rectangle(12, 7), {}, 33), 7, 12));  // turned pieces still fit
    // A thin 9" wall fits a 7" x 7" box only diagonally (diagonal 9.9").
    CHECK(fits_in_rectangle(rectangle(9, 0.5), 7, 7));
    CHECK_FALSE(fits_in_rectangle(rectangle(10, 1), 7, 7));
}

TEST_CASE("a drawn outline is simple only when no edge crosses, touches or folds back over another") {
    CHECK(is_simple(Polygon{{{0, 0}, {10, 0}, {10, 6}, {0, 6}}}));
    CHECK(is_simple(Polygon{{{0, 0}, {0, 6}, {10, 6}, {10, 0}}}));            // either winding
    CHECK(is_simple(Polygon{{{0, 0}, {12, 0}, {12, 12}, {6, 4}, {0, 12}}}));  // concave is fine
    CHECK_FALSE(is_simple(Polygon{{{0, 0}, {10, 6}, {10, 0}, {0, 6}}}));      // a bow tie
    CHECK_FALSE(is_simple(Polygon{{{0, 0}, {10, 0}}}));
    CHECK_FALSE(is_simple(Polygon{{{0, 0}, {5, 0}, {10, 0}}}));                   // no area
    CHECK_FALSE(is_simple(Polygon{{{0, 0}, {10, 0}, {10, 0}, {0, 6}}}));          // a corner tapped twice
    CHECK_FALSE(is_simple(Polygon{{{0, 0}, {10, 0}, {4, 0}, {4, 6}}}));           // folds back along its first edge
    CHECK_FALSE(is_simple(Polygon{{{0, 0}, {10, 0}, {10, 6}, {5, 0}, {0, 6}}}));  // a corner touching an edge
}

TEST_CASE("fits_in_rectangle's quick refusals agree with turning the outline through every angle") {
    // The reference: the edge-aligned turns and the half-degree sweep alone, with no shortcut.
    const auto swept = [](const Polygon& polygon, double a, double b) {
        const double small = std::min(a, b), large = std::max(a, b);
        const auto fits_at = [&](double degrees) {
            const Bounds box = bounds(placed(polygon, {}, degrees));
            const double lo = std::min(box.width(), box.depth()), hi = std::max(box.width(), box.depth());
            return lo <= small + kTolerance && hi <= large + kTolerance;
        };
        const auto& p = polygon.points;
        for (std::size_t i = 0; i < p.size(); ++i) {
            const Vec2 d = p[(i + 1) % p.size()] - p[i];
            if (fits_at(-std::atan2(d.y, d.x) * 180 / 3.14159265358979323846)) return true;
        }
        for (double degrees = 0; degrees < 180; degrees += 0.5)
            if (fits_at(degrees)) return true;
        return false;
    };
    int refused = 0;
    for (double w = 1; w <= 14; w += 0.75)
        for (double d = 0.5; d <= w; d += 0.75)
            for (const Polygon& shape : {rectangle(w, d), ellipse(w, d, 24), placed(rectangle(w, d), {}, 20)}) {
                CAPTURE(w);
                CAPTURE(d);
                for (auto [a, b] : {std::pair{7.0, 7.0}, std::pair{7.0, 12.0}}) {
                    const bool expected = swept(shape, a, b);
                    CHECK(fits_in_rectangle(shape, a, b) == expected);
                    refused += !expected;
                }
            }
    CHECK(refused > 50);  // both answers are exercised
}
