#include "battleboard/geometry/queries.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace bb::geo {

namespace {
constexpr double kInfinity = std::numeric_limits<double>::infinity();
constexpr double kPi = 3.14159265358979323846;

int orientation(Vec2 a, Vec2 b, Vec2 c) {
    const double v = cross(b - a, c - a);
    if (std::abs(v) < 1e-12) return 0;
    return v > 0 ? 1 : -1;
}

bool on_segment(Vec2 p, const Segment& s) {
    return std::min(s.a.x, s.b.x) - 1e-12 <= p.x && p.x <= std::max(s.a.x, s.b.x) + 1e-12 &&
           std::min(s.a.y, s.b.y) - 1e-12 <= p.y && p.y <= std::max(s.a.y, s.b.y) + 1e-12;
}

// The two segments cross at a point inside both (touching at an end does not count).
bool properly_cross(const Segment& s, const Segment& t) {
    const int o1 = orientation(s.a, s.b, t.a), o2 = orientation(s.a, s.b, t.b);
    const int o3 = orientation(t.a, t.b, s.a), o4 = orientation(t.a, t.b, s.b);
    return o1 * o2 < 0 && o3 * o4 < 0;
}

// The way from the segment's nearest point to the point: point - (a + d * clamp(dot(point - a, d) / dot(d, d), 0, 1))
// bit for bit (whenever the squared length dot(d, d) is finite); where the clamp picks an end, its division and
// multiplications are spared.
Vec2 away_from(Vec2 point, Vec2 a, Vec2 b) {
    const Vec2 d = b - a, w = point - a;
    const double len2 = dot(d, d), along = dot(w, d);
    if (len2 == 0 || along <= 0) return w;
    return point - (along >= len2 ? a + d : a + d * (along / len2));
}

// Squared, so the nearest of many edges costs one square root (the sight map asks this for thousands of spots).
double squared_distance(Vec2 point, Vec2 a, Vec2 b) {
    const Vec2 gap = away_from(point, a, b);
    return dot(gap, gap);
}

double distance_to_boundary(Vec2 point, const Polygon& polygon) {
    double best = kInfinity;
    if (polygon.points.empty()) return best;
    Vec2 a = polygon.points.back();
    for (const Vec2 b : polygon.points) {
        best = std::min(best, squared_distance(point, a, b));
        a = b;
    }
    return std::sqrt(best);
}

// Where along s (0..1) it meets t, if the lines cross inside both segments.
bool crossing_parameter(const Segment& s, const Segment& t, double& out) {
    const Vec2 r = s.b - s.a, q = t.b - t.a;
    const double denominator = cross(r, q);
    if (std::abs(denominator) < 1e-12) return false;
    const double u = cross(t.a - s.a, q) / denominator;
    const double v = cross(t.a - s.a, r) / denominator;
    if (u < -1e-12 || u > 1 + 1e-12 || v < -1e-12 || v > 1 + 1e-12) return false;
    out = std::clamp(u, 0.0, 1.0);
    return true;
}
}  // namespace

double distance(Vec2 point, const Segment& segment) {
    const Vec2 d = segment.b - segment.a;
    const double len2 = dot(d, d);
    if (len2 == 0) return distance(point, segment.a);
    const double t = std::clamp(dot(point - segment.a, d) / len2, 0.0, 1.0);
    return distance(point, segment.a + d * t);
}

bool intersects(const Segment& s, const Segment& t) {
    const int o1 = orientation(s.a, s.b, t.a), o2 = orientation(s.a, s.b, t.b);
    const int o3 = orientation(t.a, t.b, s.a), o4 = orientation(t.a, t.b, s.b);
    if (o1 != o2 && o3 != o4) return true;
    return (o1 == 0 && on_segment(t.a, s)) || (o2 == 0 && on_segment(t.b, s)) || (o3 == 0 && on_segment(s.a, t)) ||
           (o4 == 0 && on_segment(s.b, t));
}

double distance(const Segment& s, const Segment& t) {
    if (intersects(s, t)) return 0;
    return std::min({distance(s.a, t), distance(s.b, t), distance(t.a, s), distance(t.b, s)});
}

// One pass over the edges: each is shown to `see`, each x where one crosses the ray from the point towards +x to
// `crossed`, and whether they cross it an odd number of times is returned (the crossing-number test, each corner's
// side of the ray worked out once).
template <class See, class Crossed>
bool odd_crossings(const Polygon& polygon, Vec2 point, See see, Crossed crossed) {
    const auto& p = polygon.points;
    if (p.empty()) return false;
    bool odd = false;
    Vec2 a = p.back();
    bool a_above = a.y > point.y;
    for (const Vec2 b : p) {
        const bool b_above = b.y > point.y;
        see(a, b);
        if (a_above != b_above) {
            const double x = (a.x - b.x) * (point.y - b.y) / (a.y - b.y) + b.x;
            if (point.x < x) {
                odd = !odd;
                crossed(x);
            }
        }
        a = b;
        a_above = b_above;
    }
    return odd;
}

PointPlace place(const Polygon& polygon, Vec2 point) {
    double best = kInfinity;
    const bool odd = odd_crossings(
        polygon, point, [&](Vec2 a, Vec2 b) { best = std::min(best, squared_distance(point, a, b)); }, [](double) {});
    const double boundary = std::sqrt(best);
    return {polygon.points.size() >= 3 && (boundary <= kOnBoundary || odd), boundary};
}

NearestPlace place_nearest(const Polygon& polygon, Vec2 point) {
    double best = kInfinity;
    NearestPlace at;
    double first = kInfinity;
    const bool odd = odd_crossings(
        polygon, point,
        [&](Vec2 a, Vec2 b) {
            const Vec2 away = away_from(point, a, b);
            const double squared = dot(away, away);
            if (squared < best) {
                best = squared;
                at.away = away;
            }
        },
        [&](double x) { first = std::min(first, x); });
    at.ahead = first - point.x;
    at.boundary = std::sqrt(best);
    at.inside = polygon.points.size() >= 3 && (at.boundary <= kOnBoundary || odd);
    return at;
}

bool contains(const Polygon& polygon, Vec2 point) { return polygon.points.size() >= 3 && place(polygon, point).inside; }

double distance(Vec2 point, const Polygon& polygon) {
    if (contains(polygon, point)) return 0;
    return distance_to_boundary(point, polygon);
}

double distance(const Polygon& a, const Polygon& b) {
    if (a.points.empty() || b.points.empty()) return kInfinity;
    if (contains(b, a.points.front()) || contains(a, b.points.front())) return 0;
    double best = kInfinity;
    for (std::size_t i = 0; i < a.points.size(); ++i)
        for (std::size_t j = 0; j < b.points.size(); ++j) best = std::min(best, distance(edge(a, i), edge(b, j)));
    return best;
}

double gap(const Bounds& a, const Bounds& b) {
    return std::max({0.0, b.min.x - a.max.x, a.min.x - b.max.x, b.min.y - a.max.y, a.min.y - b.max.y});
}

double distance_up_to(const Polygon& a, const Polygon& b, double reach) {
    if (a.points.empty() || b.points.empty()) return kInfinity;
    if (contains(b, a.points.front()) || contains(a, b.points.front())) return 0;
    const auto box_of = [](const Segment& e) {
        return Bounds{{std::min(e.a.x, e.b.x), std::min(e.a.y, e.b.y)},
                      {std::max(e.a.x, e.b.x), std::max(e.a.y, e.b.y)}};
    };
    std::vector<Bounds> b_edges;
    b_edges.reserve(b.points.size());
    for (std::size_t j = 0; j < b.points.size(); ++j) b_edges.push_back(box_of(edge(b, j)));
    double best = kInfinity;
    for (std::size_t i = 0; i < a.points.size(); ++i) {
        const Segment e = edge(a, i);
        const Bounds box = box_of(e);
        for (std::size_t j = 0; j < b.points.size(); ++j)
            if (gap(box, b_edges[j]) <= reach) best = std::min(best, distance(e, edge(b, j)));
    }
    return best;
}

double distance(const Circle& a, const Circle& b) {
    return std::max(0.0, distance(a.centre, b.centre) - a.radius - b.radius);
}

double distance(const Circle& circle, const Polygon& polygon) {
    return std::max(0.0, distance(circle.centre, polygon) - circle.radius);
}

bool within(const Polygon& a, const Polygon& b, double range) { return at_most(distance(a, b), range); }
bool within(const Circle& a, const Polygon& b, double range) { return at_most(distance(a, b), range); }
bool within(const Circle& a, const Circle& b, double range) { return at_most(distance(a, b), range); }

bool wholly_inside(const Polygon& a, const Polygon& region) {
    for (Vec2 v : a.points)
        if (!contains(region, v)) return false;
    for (std::size_t i = 0; i < a.points.size(); ++i)
        for (std::size_t j = 0; j < region.points.size(); ++j)
            if (properly_cross(edge(a, i), edge(region, j))) return false;
    return !a.points.empty();
}

bool wholly_inside(const Circle& a, const Polygon& region) {
    return contains(region, a.centre) && distance_to_boundary(a.centre, region) >= a.radius - kTolerance;
}

double farthest_distance(const Polygon& a, const Polygon& b) {
    // Exact at the vertices when b is convex; samples along a's edges cover concave b.
    constexpr double kStep = 0.1;
    double worst = 0;
    for (std::size_t i = 0; i < a.points.size(); ++i) {
        const Segment e = edge(a, i);
        const int steps = std::max(1, static_cast<int>(distance(e.a, e.b) / kStep));
        for (int k = 0; k < steps; ++k) worst = std::max(worst, distance(e.a + (e.b - e.a) * (double(k) / steps), b));
    }
    return worst;
}

bool wholly_within(const Polygon& a, const Polygon& b, double range) { return at_most(farthest_distance(a, b), range); }

double farthest_distance(const Circle& a, const Polygon& b) {
    // Outside a convex footprint the farthest point lies straight away from the nearest one: exact.
    if (is_convex(b) && !contains(b, a.centre)) return distance(a.centre, b) + a.radius;
    double worst = 0;
    for (Vec2 p : as_polygon(a, 256).points) worst = std::max(worst, distance(p, b));
    return worst;
}

bool wholly_within(const Circle& a, const Polygon& b, double range) { return at_most(farthest_distance(a, b), range); }

bool is_convex(const Polygon& polygon) {
    const auto& p = polygon.points;
    int sign = 0;
    for (std::size_t i = 0; i < p.size(); ++i) {
        const int turn = orientation(p[i], p[(i + 1) % p.size()], p[(i + 2) % p.size()]);
        if (turn == 0) continue;
        if (sign != 0 && turn != sign) return false;
        sign = turn;
    }
    return p.size() >= 3;
}

bool is_simple(const Polygon& polygon) {
    const std::size_t n = polygon.points.size();
    if (n < 3 || std::abs(signed_area(polygon)) <= kTolerance) return false;
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t j = i + 1; j < n; ++j) {
            // Neighbouring edges share a corner; they only fail when they fold back over each other.
            const bool neighbours = j == i + 1 || (i == 0 && j == n - 1);
            const Segment a = edge(polygon, i), b = edge(polygon, j);
            if (!neighbours) {
                if (intersects(a, b)) return false;
                continue;
            }
            const Vec2 shared = j == i + 1 ? a.b : a.a;
            const Vec2 u = (j == i + 1 ? a.a : a.b) - shared, v = (j == i + 1 ? b.b : b.a) - shared;
            if (length(u) <= kTolerance || length(v) <= kTolerance) return false;
            if (std::abs(cross(u, v)) <= kTolerance * length(u) * length(v) && dot(u, v) > 0) return false;
        }
    }
    return true;
}

double length_inside(const Segment& segment, const Polygon& polygon) {
    std::vector<double> cuts{0.0, 1.0};
    for (std::size_t i = 0; i < polygon.points.size(); ++i) {
        double t = 0;
        if (crossing_parameter(segment, edge(polygon, i), t)) cuts.push_back(t);
    }
    std::sort(cuts.begin(), cuts.end());
    const double total = distance(segment.a, segment.b);
    double inside = 0;
    for (std::size_t i = 0; i + 1 < cuts.size(); ++i) {
        const double mid = (cuts[i] + cuts[i + 1]) / 2;
        if (cuts[i + 1] - cuts[i] > 1e-12 && contains(polygon, segment.a + (segment.b - segment.a) * mid))
            inside += (cuts[i + 1] - cuts[i]) * total;
    }
    return inside;
}

Polygon as_polygon(const Circle& circle, int sides) {
    Polygon result;
    for (int i = 0; i < sides; ++i) {
        const double a = 2 * kPi * i / sides;
        result.points.push_back(circle.centre + Vec2{std::cos(a), std::sin(a)} * circle.radius);
    }
    return result;
}

}  // namespace bb::geo
