#pragma once
// What "within X inches of a piece" looks like on the table: the footprint grown by a distance.
#include "battleboard/geometry/shapes.hpp"

namespace bb::geo {

// The boundary of every point within `range` of the footprint's convex hull, counter-clockwise: straight sides
// pushed out by `range`, joined by arcs of `range` round each corner (no arc step wider than `max_step_degrees`).
// For a convex footprint it is exactly the edge of "within `range`"; a concave one is treated as its hull.
Polygon range_outline(const Polygon& footprint, double range, double max_step_degrees = 10);

// The convex hull, counter-clockwise, without collinear points.
Polygon convex_hull(const Polygon& polygon);

}  // namespace bb::geo
