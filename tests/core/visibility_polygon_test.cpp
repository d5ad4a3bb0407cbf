// The visibility polygon and the grid fill agree with tracing single lines.
#include "battleboard/geometry/visibility_polygon.hpp"
#include "battleboard/geometry/queries.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <random>

using namespace bb;

namespace {

std::vector<geo::Segment> walls_of(const geo::Polygon& polygon) {
    std::vector<geo::Segment> walls;
    for (std::size_t i = 0; i < polygon.points.size(); ++i) walls.push_back(geo::edge(polygon, i));
    return walls;
}

}  // namespace

TEST_CASE("what a point sees past a square: the square's shadow is missing from its visibility polygon") {
    const auto square = geo::placed(geo::rectangle(4, 4), {20, 20}, 0);
    const geo::Bounds board{{0, 0}, {60, 44}};
    const auto seen = geo::visibility_polygon({10, 20}, walls_of(square), board);
    CHECK(geo::contains(seen, {15, 20}));        // in front of the square
    CHECK_FALSE(geo::contains(seen, {30, 20}));  // straight behind it
    CHECK_FALSE(geo::contains(seen, {50, 23}));  // inside the widening shadow
    CHECK(geo::contains(seen, {50, 32}));        // beside the shadow (its edge runs through 50,30)
}

TEST_CASE("property: inside the visibility polygon exactly when no wall blocks the line") {
    std::mt19937 random(7);
    std::uniform_real_distribution<double> x(0, 60), y(0, 44), size(1, 8), turn(0, 180);
    const geo::Bounds board{{-1, -1}, {61, 45}};
    int checked = 0;
    for (int scene = 0; scene < 20; ++scene) {
        std::vector<geo::Segment> walls;
        for (int p = 0; p < 6; ++p)
            for (const auto& w : walls_of(
                     geo::placed(geo::rectangle(size(random), size(random)), {x(random), y(random)}, turn(random))))
                walls.push_back(w);
        const geo::Vec2 eye{x(random), y(random)};
        const auto seen = geo::visibility_polygon(eye, walls, board);
        for (int i = 0; i < 300; ++i) {
            const geo::Vec2 spot{x(random), y(random)};
            CHECK(geo::contains(seen, spot) == !geo::blocked(eye, spot, walls));
            ++checked;
        }
    }
    CHECK(checked == 6000);
}

// A convex outline with `corners` corners on an ellipse, turned, in either winding.
geo::Polygon convex_outline(std::mt19937& random, geo::Vec2 centre) {
    std::uniform_real_distribution<double> size(0.5, 6), turn(0, 360);
    const int corners = 3 + static_cast<int>(random() % 6);
    const double a = size(random), b = size(random), start = turn(random);
    geo::Polygon outline;
    for (int k = 0; k < corners; ++k) {
        const double angle = (start + 360.0 * k / corners) * 3.14159265358979 / 180;
        outline.points.push_back(centre + geo::Vec2{a * std::cos(angle), b * std::sin(angle)});
    }
    if (random() % 2) std::reverse(outline.points.begin(), outline.points.end());
    return outline;
}

TEST_CASE("property: past one convex outline, the view from its tangents is the swept view") {
    std::mt19937 random(11);
    std::uniform_real_distribution<double> x(0, 60), y(0, 44);
    const geo::Bounds bounds{{-3, -3}, {63, 47}};
    int checked = 0;
    for (int scene = 0; scene < 200; ++scene) {
        const auto outline = convex_outline(random, {x(random), y(random)});
        const auto walls = walls_of(outline);
        // Viewpoints anywhere, some close to the bounds' corners, where the tangents leave by a corner.
        geo::Vec2 eye{x(random), y(random)};
        if (scene % 10 == 0) eye = {bounds.min.x + 0.01, bounds.max.y - 0.01};
        if (geo::distance(eye, outline) < 1e-3) continue;
        const auto seen = geo::seen_past_convex(eye, outline, bounds);
        REQUIRE(seen.points.size() >= 3);
        for (int i = 0; i < 200; ++i) {
            const geo::Vec2 spot{x(random), y(random)};
            CHECK(geo::contains(seen, spot) == !geo::blocked(eye, spot, walls));
            ++checked;
        }
    }
    CHECK(checked > 30000);
}

TEST_CASE("the view from tangents is refused where a sweep is needed") {
    const geo::Bounds bounds{{-1, -1}, {61, 45}};
    const auto square = geo::placed(geo::rectangle(4, 4), {20, 20}, 0);
    CHECK(geo::seen_past_convex({20, 20}, square, bounds).points.empty());  // inside
    CHECK(geo::seen_past_convex({22, 21}, square, bounds).points.empty());  // on an edge
    const geo::Polygon l_shape{{{0, 0}, {6, 0}, {6, 2}, {2, 2}, {2, 6}, {0, 6}}};
    CHECK(geo::seen_past_convex({10, 10}, l_shape, bounds).points.empty());
    // A five-pointed star drawn in one stroke turns the same way at every corner, yet is not convex.
    geo::Polygon star;
    for (int k = 0; k < 5; ++k) {
        const double angle = 4 * 3.14159265358979 * k / 5;
        star.points.push_back({30 + 5 * std::cos(angle), 20 + 5 * std::sin(angle)});
    }
    CHECK(geo::seen_past_convex({10, 10}, star, bounds).points.empty());
}

TEST_CASE("grid fill: the spans are exactly the spots whose centres lie inside") {
    const auto shape = geo::placed(geo::rectangle(7.3, 3.1), {10.1, 6.2}, 33);
    const geo::Grid grid{{0, 0}, 0.25, 80, 60};
    std::vector<int> filled(grid.columns * grid.rows, 0);
    geo::fill_spans(shape, grid, [&](std::size_t row, std::size_t a, std::size_t b) {
        for (std::size_t c = a; c < b; ++c) ++filled[row * grid.columns + c];
    });
    int inside = 0;
    for (std::size_t r = 0; r < grid.rows; ++r)
        for (std::size_t c = 0; c < grid.columns; ++c) {
            const bool in = geo::contains(shape, grid.spot(c, r));
            CHECK(filled[r * grid.columns + c] == (in ? 1 : 0));
            inside += in;
        }
    CHECK(inside == doctest::Approx(7.3 * 3.1 / 0.0625).epsilon(0.05));
}

TEST_CASE("grid fill: flipping at each row's crossing columns gives exactly the spans, in a band of rows too") {
    std::mt19937 random(11);
    std::uniform_real_distribution<double> x(-4, 24), y(-4, 19), size(0.5, 12), turn(0, 360);
    const geo::Bounds board{{-3, -3}, {23, 18}};
    for (int scene = 0; scene < 40; ++scene) {
        std::vector<geo::Segment> walls;
        for (int p = 0; p < 3; ++p)
            for (const auto& w : walls_of(geo::placed(geo::rectangle(size(random), size(random)),
                                                      {x(random) * 0.8, y(random) * 0.8}, turn(random))))
                walls.push_back(w);
        // A visibility polygon reaches past the grid on every side, as in a sight map.
        const auto seen = geo::visibility_polygon({x(random) * 0.8 + 1, y(random) * 0.8 + 1}, walls, board);
        geo::Grid grid{{0, 0}, 0.25, 80, 60};
        grid.first_row = scene % 3 == 0 ? 17 : 0;
        grid.rows = scene % 3 == 1 ? 41 : 60;
        std::vector<int> spans(grid.columns * grid.rows, 0), flips(grid.columns * grid.rows + 1, 0);
        geo::fill_spans(seen, grid, [&](std::size_t row, std::size_t a, std::size_t b) {
            for (std::size_t c = a; c < b; ++c) ++spans[row * grid.columns + c];
        });
        std::vector<geo::RowCrossing> room(3);  // smaller than most outlines need: it grows
        for (const auto& at : geo::crossing_columns(seen, grid, room)) {
            REQUIRE(at.column < grid.columns);
            REQUIRE(at.row >= grid.first_row);
            REQUIRE(at.row + at.rows <= grid.rows);
            REQUIRE((at.rows == 1 || at.column == 0));
            for (std::size_t r = at.row; r < at.row + at.rows; ++r) flips[r * grid.columns + at.column] ^= 1;
        }
        for (std::size_t r = 0; r < grid.rows; ++r) {
            int inside = 0;
            for (std::size_t c = 0; c < grid.columns; ++c) {
                inside ^= flips[r * grid.columns + c];
                CHECK(inside == spans[r * grid.columns + c]);
            }
        }
    }
}

TEST_CASE("the parts of a wall outside a circle") {
    const auto parts = geo::outside_circle({{0, 0}, {10, 0}}, {{5, 0}, 2});
    REQUIRE(parts.size() == 2);
    CHECK(parts[0].b.x == doctest::Approx(3));
    CHECK(parts[1].a.x == doctest::Approx(7));
    CHECK(geo::outside_circle({{0, 5}, {10, 5}}, {{5, 0}, 2}).size() == 1);
    CHECK(geo::outside_circle({{4, 0}, {6, 0}}, {{5, 0}, 2}).empty());
}
