#pragma once
// Footprints on the battlefield: segments, circles (bases, objective markers) and simple polygons.
#include "battleboard/geometry/vec2.hpp"

#include <cereal/types/vector.hpp>
#include <vector>

namespace bb::geo {

struct Segment {
    Vec2 a, b;
};

struct Circle {
    Vec2 centre;
    double radius = 0;
};

// A simple polygon (convex or not), vertices in order; the closing edge is implied.
struct Polygon {
    std::vector<Vec2> points;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(points);
    }
};

// An axis-aligned width x depth rectangle centred on the origin.
Polygon rectangle(double width, double depth);
// A regular polygon approximating an ellipse (woods, craters), centred on the origin.
Polygon ellipse(double width, double depth, int sides = 24);

// Moves a footprint given in its own frame onto the board: rotate about the origin, then translate.
Polygon placed(const Polygon& local, Vec2 position, double rotation_degrees);

double signed_area(const Polygon& polygon);
Vec2 centroid(const Polygon& polygon);

struct Bounds {
    Vec2 min, max;
    double width() const { return max.x - min.x; }
    double depth() const { return max.y - min.y; }
};
Bounds bounds(const Polygon& polygon);

// Whether the polygon, turned to some angle, fits inside a side_a x side_b rectangle (sizes like "fits into
// an area no larger than 7" x 12"").
bool fits_in_rectangle(const Polygon& polygon, double side_a, double side_b);

Segment edge(const Polygon& polygon, std::size_t index);

}  // namespace bb::geo

CEREAL_CLASS_VERSION(bb::geo::Polygon, 1);
