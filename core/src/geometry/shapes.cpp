#include "battleboard/geometry/shapes.hpp"

#include "battleboard/geometry/range_outline.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace bb::geo {

namespace {
constexpr double kPi = 3.14159265358979323846;
}

Polygon rectangle(double width, double depth) {
    const double w = width / 2, d = depth / 2;
    return {{{-w, -d}, {w, -d}, {w, d}, {-w, d}}};
}

Polygon ellipse(double width, double depth, int sides) {
    Polygon result;
    result.points.reserve(static_cast<std::size_t>(sides));
    for (int i = 0; i < sides; ++i) {
        const double a = 2 * kPi * i / sides;
        result.points.push_back({width / 2 * std::cos(a), depth / 2 * std::sin(a)});
    }
    return result;
}

Polygon placed(const Polygon& local, Vec2 position, double rotation_degrees) {
    Polygon result;
    result.points.reserve(local.points.size());
    for (Vec2 p : local.points) result.points.push_back(rotated(p, rotation_degrees) + position);
    return result;
}

double signed_area(const Polygon& polygon) {
    const auto& p = polygon.points;
    double twice = 0;
    for (std::size_t i = 0; i < p.size(); ++i) twice += cross(p[i], p[(i + 1) % p.size()]);
    return twice / 2;
}

Vec2 centroid(const Polygon& polygon) {
    const auto& p = polygon.points;
    const double area = signed_area(polygon);
    if (p.empty()) return {};
    if (std::abs(area) < 1e-12) {
        Vec2 sum;
        for (Vec2 v : p) sum = sum + v;
        return sum * (1.0 / static_cast<double>(p.size()));
    }
    Vec2 c;
    for (std::size_t i = 0; i < p.size(); ++i) {
        const Vec2 a = p[i], b = p[(i + 1) % p.size()];
        c = c + (a + b) * cross(a, b);
    }
    return c * (1.0 / (6 * area));
}

Bounds bounds(const Polygon& polygon) {
    constexpr double inf = std::numeric_limits<double>::infinity();
    Bounds b{{inf, inf}, {-inf, -inf}};
    for (Vec2 p : polygon.points) {
        b.min = {std::min(b.min.x, p.x), std::min(b.min.y, p.y)};
        b.max = {std::max(b.max.x, p.x), std::max(b.max.y, p.y)};
    }
    return b;
}

namespace {

// The narrowest the outline gets at any turn: the least, over the edges of its convex hull, of the hull's extent
// across that edge (the narrowest turn lies along a hull edge). Only hull corners are measured: an outline of n
// corners then costs about n^2 steps rather than n^3 (an oval's 32 corners made this most of a layout's time).
double min_width(const Polygon& polygon) {
    const auto& h = convex_hull(polygon).points;
    if (h.size() < 2) return std::numeric_limits<double>::infinity();
    if (h.size() == 2) return 0;
    double narrowest = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < h.size(); ++i) {
        const Vec2 d = h[(i + 1) % h.size()] - h[i];
        const double len = std::sqrt(dot(d, d));
        double lo = std::numeric_limits<double>::infinity(), hi = -lo;
        for (Vec2 q : h) {
            const double across = cross(d, q - h[i]) / len;
            lo = std::min(lo, across);
            hi = std::max(hi, across);
        }
        narrowest = std::min(narrowest, hi - lo);
    }
    return narrowest;
}

}  // namespace

bool fits_in_rectangle(const Polygon& polygon, double side_a, double side_b) {
    const double small = std::min(side_a, side_b), large = std::max(side_a, side_b);
    auto fits_at = [&](double degrees) {
        // bounds(placed(polygon, {}, degrees)) without building the turned outline: one sine and cosine per turn.
        const double r = degrees * (kPi / 180.0);
        const double c = std::cos(r), s = std::sin(r);
        constexpr double inf = std::numeric_limits<double>::infinity();
        Bounds b{{inf, inf}, {-inf, -inf}};
        for (Vec2 p : polygon.points) {
            const Vec2 q = Vec2{p.x * c - p.y * s, p.x * s + p.y * c} + Vec2{};
            b.min = {std::min(b.min.x, q.x), std::min(b.min.y, q.y)};
            b.max = {std::max(b.max.x, q.x), std::max(b.max.y, q.y)};
        }
        const double lo = std::min(b.width(), b.depth()), hi = std::max(b.width(), b.depth());
        return lo <= small + kTolerance && hi <= large + kTolerance;
    };
    // Quick answers first (the sweep below turns the outline some 400 times): as it stands, too much area, or
    // too wide at every turn.
    if (fits_at(0)) return true;
    if (std::abs(signed_area(polygon)) > small * large + kTolerance) return false;
    if (min_width(polygon) > small + kTolerance + 1e-9) return false;
    // Two corners further apart than the box's diagonal never fit in it, at any turn.
    const auto& p = polygon.points;
    double widest = 0;
    for (std::size_t i = 0; i < p.size(); ++i)
        for (std::size_t j = i + 1; j < p.size(); ++j) widest = std::max(widest, dot(p[j] - p[i], p[j] - p[i]));
    const double diagonal = (small + kTolerance) * (small + kTolerance) + (large + kTolerance) * (large + kTolerance);
    if (std::sqrt(widest) > std::sqrt(diagonal) + 1e-9) return false;
    // The tightest fits line a polygon edge up with the box; a fine sweep covers the rest.
    for (std::size_t i = 0; i < p.size(); ++i) {
        const Vec2 d = p[(i + 1) % p.size()] - p[i];
        if (fits_at(-std::atan2(d.y, d.x) * 180 / kPi)) return true;
    }
    for (double degrees = 0; degrees < 180; degrees += 0.5)
        if (fits_at(degrees)) return true;
    return false;
}

Segment edge(const Polygon& polygon, std::size_t index) {
    const auto& p = polygon.points;
    return {p[index], p[(index + 1) % p.size()]};
}

}  // namespace bb::geo
