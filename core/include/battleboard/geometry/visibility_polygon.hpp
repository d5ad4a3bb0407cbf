#pragma once
// What a point sees among walls: the visibility polygon from an angular sweep over the walls' endpoints, and a
// scanline fill of a polygon onto a regular grid of spots. Together they classify a whole grid against one
// viewpoint without tracing a line to every spot.
#include "battleboard/geometry/shapes.hpp"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>

namespace bb::geo {

// The region seen from `viewpoint` inside `bounds` when `walls` block sight: a star-shaped polygon around the
// viewpoint, counter-clockwise. A ray is cast just before, at and just after the angle of every wall endpoint
// and bounds corner (and every point where two walls cross), and each stops at the nearest wall, so the
// polygon's corners are exactly where the view changes. Walls must lie inside `bounds`.
Polygon visibility_polygon(Vec2 viewpoint, const std::vector<Segment>& walls, const Bounds& bounds);

// The same region when the only walls are the edges of one convex outline and the viewpoint lies outside it, built
// from its two tangents instead of a sweep (no angles, no sorting): the outline's side facing the viewpoint, the
// tangents out to the bounds and the bounds' corners between them. Empty when the outline is not convex, the
// viewpoint is not clearly outside it, or the view is edge-on: use visibility_polygon then.
Polygon seen_past_convex(Vec2 viewpoint, const Polygon& outline, const Bounds& bounds);

// A grid of spots: spot (column, row) stands at origin + ((column + 0.5) * spacing, (row + 0.5) * spacing).
struct Grid {
    Vec2 origin;
    double spacing = 0.25;
    std::size_t columns = 0, rows = 0;
    // Rows before it are passed over (fill_spans reports none there): a band of the grid, computed with the same
    // arithmetic as the whole, so a map built band by band is the same map.
    std::size_t first_row = 0;

    Vec2 spot(std::size_t column, std::size_t row) const {
        return {origin.x + (static_cast<double>(column) + 0.5) * spacing,
                origin.y + (static_cast<double>(row) + 0.5) * spacing};
    }
};

// Calls `span(row, first_column, end_column)` for every run of spots inside `polygon` (even-odd rule), row by
// row: a point-in-polygon test for the whole grid at the cost of its edges per row.
void fill_spans(const Polygon& polygon, const Grid& grid,
                const std::function<void(std::size_t row, std::size_t first, std::size_t end)>& span);

// Where the polygon's edges cross each row, as columns: fill_spans' spans begin and end exactly at these columns
// (0 for one that starts before the row; one that ends past the row's last spot lists no end), so flipping inside
// and outside at each gives its spots with no sorting or pairing. Edge by edge, written into `room` (which only
// grows, so that a caller asking a thousand times a map keeps one buffer): the span of it this call filled.
// An edge wholly before the first spot is one crossing at column 0 for all `rows` rows it covers.
struct RowCrossing {
    std::uint32_t row, column, rows = 1;
};
std::span<const RowCrossing> crossing_columns(const Polygon& polygon, const Grid& grid, std::vector<RowCrossing>& room);

// The parts of a segment that lie outside a circle (none, one or two pieces).
std::vector<Segment> outside_circle(const Segment& segment, const Circle& circle);

// Whether the open segment from `from` to `to` meets any wall.
bool blocked(Vec2 from, Vec2 to, const std::vector<Segment>& walls);

}  // namespace bb::geo
