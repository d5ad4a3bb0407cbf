#include "battleboard/geometry/range_outline.hpp"

#include <algorithm>
#include <cmath>

namespace bb::geo {

Polygon convex_hull(const Polygon& polygon) {
    std::vector<Vec2> points = polygon.points;
    std::sort(points.begin(), points.end(), [](Vec2 a, Vec2 b) { return a.x < b.x || (a.x == b.x && a.y < b.y); });
    points.erase(std::unique(points.begin(), points.end()), points.end());
    if (points.size() < 3) return {points};
    // Andrew's monotone chain: the lower hull left to right, then the upper hull right to left.
    std::vector<Vec2> hull(2 * points.size());
    std::size_t k = 0;
    auto keep_turning_left = [&](Vec2 p, std::size_t floor) {
        while (k >= floor && cross(hull[k - 1] - hull[k - 2], p - hull[k - 2]) <= 0) --k;
        hull[k++] = p;
    };
    for (Vec2 p : points) keep_turning_left(p, 2);
    const std::size_t lower = k + 1;
    for (auto it = points.rbegin() + 1; it != points.rend(); ++it) keep_turning_left(*it, lower);
    hull.resize(k - 1);  // the last point repeats the first
    return {hull};
}

Polygon range_outline(const Polygon& footprint, double range, double max_step_degrees) {
    const Polygon hull = convex_hull(footprint);
    const std::size_t n = hull.points.size();
    if (n == 0) return {};
    constexpr double kPi = 3.14159265358979323846;
    const double max_step = std::max(1.0, max_step_degrees) * kPi / 180;
    auto outward = [&](std::size_t from) {
        const Vec2 d = hull.points[(from + 1) % n] - hull.points[from];
        return std::atan2(-d.x, d.y);  // the right-hand normal points out of a counter-clockwise hull
    };
    Polygon outline;
    // A single point has no sides: its outline is a full circle. A segment's two "sides" run both ways.
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 corner = hull.points[i];
        double start = n == 1 ? 0 : outward((i + n - 1) % n);
        double end = n == 1 ? 2 * kPi : outward(i);
        while (end < start) end += 2 * kPi;
        const int steps = std::max(1, int(std::ceil((end - start) / max_step)));
        for (int s = 0; s <= steps; ++s) {
            if (n == 1 && s == steps) break;  // a full circle closes on its first point
            const double a = start + (end - start) * s / steps;
            outline.points.push_back(corner + Vec2{std::cos(a), std::sin(a)} * range);
        }
    }
    return outline;
}

}  // namespace bb::geo
