#pragma once
// The measuring questions tabletop rules ask, edge to edge as the rules measure ("within", "wholly within",
// "more than X" away, how far a line runs through a footprint). All distances in inches.
#include "battleboard/geometry/shapes.hpp"

namespace bb::geo {

double distance(Vec2 point, const Segment& segment);
double distance(const Segment& s, const Segment& t);
bool intersects(const Segment& s, const Segment& t);

// Inside or on the boundary.
bool contains(const Polygon& polygon, Vec2 point);

// Where a point lies against a polygon, in one pass: inside (as `contains`) and how far the boundary is. The
// other point-to-footprint questions are answered from these two.
struct PointPlace {
    bool inside = false;
    double boundary = 0;
};
PointPlace place(const Polygon& polygon, Vec2 point);
// A point this near the boundary counts as inside (place's and place_nearest's `inside`).
inline constexpr double kOnBoundary = 1e-9;
// The same, with the way from the boundary's nearest point to the point (zero when there is no boundary) and how
// far along +x the boundary lies (infinity when it does not): how the distance can change as the point moves (the
// sight map's mover walks a row).
struct NearestPlace : PointPlace {
    Vec2 away;
    double ahead = 0;
};
NearestPlace place_nearest(const Polygon& polygon, Vec2 point);

// Closest approach between two footprints; 0 when they touch, overlap or one holds the other.
double distance(Vec2 point, const Polygon& polygon);
double distance(const Polygon& a, const Polygon& b);
// distance(a, b) when the footprints lie at most `reach` apart, else some value above `reach`: pairs of edges
// whose boxes lie farther apart than `reach` are never measured, which spares most square roots when only a
// breach of a minimum gap matters.
double distance_up_to(const Polygon& a, const Polygon& b, double reach);
// How far apart two boxes lie; 0 when they touch or overlap. No two points of them are nearer than this.
double gap(const Bounds& a, const Bounds& b);
double distance(const Circle& a, const Circle& b);
double distance(const Circle& circle, const Polygon& polygon);

// Some part of `a` is within `range` of `b` (range 0: they touch or overlap).
bool within(const Polygon& a, const Polygon& b, double range);
bool within(const Circle& a, const Polygon& b, double range);
bool within(const Circle& a, const Circle& b, double range);

// Every part of `a` lies inside `region`.
bool wholly_inside(const Polygon& a, const Polygon& region);
bool wholly_inside(const Circle& a, const Polygon& region);

// Every part of `a` is within `range` of `b`: the farthest point of `a` from `b` is no more than `range` away.
double farthest_distance(const Polygon& a, const Polygon& b);
bool wholly_within(const Polygon& a, const Polygon& b, double range);
double farthest_distance(const Circle& a, const Polygon& b);
bool wholly_within(const Circle& a, const Polygon& b, double range);

bool is_convex(const Polygon& polygon);
// At least three corners, a non-zero area and no edge crossing or touching another: an outline a player drew
// can be used as a zone only when inside and outside mean something.
bool is_simple(const Polygon& polygon);

// How many inches of the segment run inside the polygon (line of sight through woods, ruins...).
double length_inside(const Segment& segment, const Polygon& polygon);

// Rule comparisons with the shared measuring tolerance.
inline bool at_most(double measured, double limit) { return measured <= limit + kTolerance; }
inline bool more_than(double measured, double limit) { return measured > limit + kTolerance; }

// A circle as a polygon for questions without a closed form (used with generous vertex counts).
Polygon as_polygon(const Circle& circle, int sides = 64);

}  // namespace bb::geo
