#include "battleboard/geometry/visibility_polygon.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace bb::geo {
namespace {

constexpr double kNudge = 1e-7;  // radians either side of an endpoint, to see past corners

// Distance along the ray (unit direction) to the nearest wall, or `limit`.
double ray_hit(Vec2 from, Vec2 direction, const std::vector<Segment>& walls, double limit) {
    double best = limit;
    for (const auto& wall : walls) {
        const Vec2 q = wall.b - wall.a;
        const double denominator = cross(direction, q);
        if (std::abs(denominator) < 1e-15) continue;
        const Vec2 w = wall.a - from;
        const double t = cross(w, q) / denominator;
        const double u = cross(w, direction) / denominator;
        if (t > 0 && t < best && u >= 0 && u <= 1) best = t;
    }
    return best;
}

}  // namespace

Polygon visibility_polygon(Vec2 viewpoint, const std::vector<Segment>& walls, const Bounds& bounds) {
    std::vector<Segment> all = walls;
    const Vec2 c[4] = {bounds.min, {bounds.max.x, bounds.min.y}, bounds.max, {bounds.min.x, bounds.max.y}};
    for (int i = 0; i < 4; ++i) all.push_back({c[i], c[(i + 1) % 4]});
    // Walls that meet share ends: each end once (the same angles would cast the same rays).
    std::vector<Vec2> ends;
    ends.reserve(all.size() * 2);
    for (const auto& wall : all) ends.insert(ends.end(), {wall.a, wall.b});
    const auto before = [](Vec2 u, Vec2 v) { return u.x < v.x || (u.x == v.x && u.y < v.y); };
    std::sort(ends.begin(), ends.end(), before);
    ends.erase(std::unique(ends.begin(), ends.end(), [](Vec2 u, Vec2 v) { return u.x == v.x && u.y == v.y; }),
               ends.end());
    std::vector<double> angles;
    angles.reserve(ends.size() * 3 + all.size() * 3);
    for (const Vec2 end : ends) {
        const double a = std::atan2(end.y - viewpoint.y, end.x - viewpoint.x);
        angles.insert(angles.end(), {a - kNudge, a, a + kNudge});
    }
    // Where two walls cross, the nearest wall can change without an endpoint there: look at those points too.
    for (std::size_t i = 0; i < all.size(); ++i)
        for (std::size_t j = i + 1; j < all.size(); ++j) {
            const Vec2 r = all[i].b - all[i].a, q = all[j].b - all[j].a;
            const double denominator = cross(r, q);
            if (std::abs(denominator) < 1e-15) continue;
            const double t = cross(all[j].a - all[i].a, q) / denominator;
            const double u = cross(all[j].a - all[i].a, r) / denominator;
            if (t <= 0 || t >= 1 || u <= 0 || u >= 1) continue;
            const Vec2 at = all[i].a + r * t;
            const double a = std::atan2(at.y - viewpoint.y, at.x - viewpoint.x);
            angles.insert(angles.end(), {a - kNudge, a, a + kNudge});
        }
    std::sort(angles.begin(), angles.end());
    angles.erase(std::unique(angles.begin(), angles.end()), angles.end());
    const double far = 2 * (bounds.width() + bounds.depth()) + 1;
    Polygon result;
    result.points.reserve(angles.size());
    for (const double a : angles) {
        const Vec2 direction{std::cos(a), std::sin(a)};
        result.points.push_back(viewpoint + direction * ray_hit(viewpoint, direction, all, far));
    }
    return result;
}

namespace {

// A convex outline's corners all turn one way, and they fan out from the first corner in that same turn: a
// star-shaped outline turns one way at every corner too, but not in one sweep.
bool convex_sweep(const std::vector<Vec2>& p, double turn) {
    for (std::size_t i = 0; i < p.size(); ++i) {
        const Vec2 a = p[i], b = p[(i + 1) % p.size()], c = p[(i + 2) % p.size()];
        if (turn * cross(b - a, c - b) < 0) return false;
        if (i + 2 < p.size() && turn * cross(b - p[0], c - p[0]) < 0) return false;
    }
    return true;
}

// How far along the bounds' outline, counter-clockwise from its lowest left corner, a point on it lies.
double around_bounds(const Bounds& bounds, Vec2 at, int side) {
    const double w = bounds.width(), d = bounds.depth();
    switch (side) {
        case 0: return at.x - bounds.min.x;
        case 1: return w + (at.y - bounds.min.y);
        case 2: return w + d + (bounds.max.x - at.x);
        default: return 2 * w + d + (bounds.max.y - at.y);
    }
}

// Where the ray from `from` through `through` leaves the bounds, and on which side (0 bottom, 1 right, 2 top,
// 3 left, counter-clockwise from the lowest left corner).
std::pair<Vec2, int> leave_bounds(Vec2 from, Vec2 through, const Bounds& bounds) {
    const Vec2 d = through - from;
    const double inf = std::numeric_limits<double>::infinity();
    const double tx = d.x > 0 ? (bounds.max.x - from.x) / d.x : d.x < 0 ? (bounds.min.x - from.x) / d.x : inf;
    const double ty = d.y > 0 ? (bounds.max.y - from.y) / d.y : d.y < 0 ? (bounds.min.y - from.y) / d.y : inf;
    if (tx <= ty) return {{d.x > 0 ? bounds.max.x : bounds.min.x, from.y + d.y * tx}, d.x > 0 ? 1 : 3};
    return {{from.x + d.x * ty, d.y > 0 ? bounds.max.y : bounds.min.y}, d.y > 0 ? 2 : 0};
}

}  // namespace

Polygon seen_past_convex(Vec2 viewpoint, const Polygon& outline, const Bounds& bounds) {
    const auto& p = outline.points;
    const std::size_t n = p.size();
    const double area = signed_area(outline);
    if (n < 3 || area == 0) return {};
    const double turn = area > 0 ? 1 : -1;
    if (!convex_sweep(p, turn)) return {};
    // An edge faces the viewpoint when the viewpoint lies strictly outside its line; those edges run in one chain.
    const auto faces = [&](std::size_t i) { return turn * cross(p[(i + 1) % n] - p[i], viewpoint - p[i]) < 0; };
    std::size_t first = n, rises = 0, falls = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const bool before = faces((i + n - 1) % n), now = faces(i);
        if (!before && now) first = i, ++rises;
        if (before && !now) ++falls;
    }
    if (rises != 1 || falls != 1) return {};
    Polygon seen;
    seen.points.reserve(n + 6);  // the chain, two tangents' ends and at most four corners
    for (std::size_t i = first;; i = (i + 1) % n) {
        seen.points.push_back(p[i]);
        if (!faces(i)) break;
    }
    // The chain runs counter-clockwise about the viewpoint, from one tangent corner to the other.
    auto& chain = seen.points;
    const double spread = cross(chain.front() - viewpoint, chain.back() - viewpoint);
    if (spread == 0) return {};
    if (spread < 0) std::reverse(chain.begin(), chain.end());
    const auto [from, from_side] = leave_bounds(viewpoint, chain.back(), bounds);
    const auto [to, to_side] = leave_bounds(viewpoint, chain.front(), bounds);
    // Counter-clockwise along the bounds from the tangent leaving last to the one leaving first: the corners
    // strictly between.
    const double perimeter = 2 * (bounds.width() + bounds.depth());
    const double start = around_bounds(bounds, from, from_side);
    const auto ahead = [&](double at) {  // in (0, perimeter]; both points lie in [0, perimeter]
        double a = at - start;
        if (a <= 0) a += perimeter;
        return a <= 0 ? perimeter : a;
    };
    const double stop = ahead(around_bounds(bounds, to, to_side));
    chain.push_back(from);
    const Vec2 corners[4] = {bounds.min, {bounds.max.x, bounds.min.y}, bounds.max, {bounds.min.x, bounds.max.y}};
    const double corner_at[4] = {0, bounds.width(), bounds.width() + bounds.depth(),
                                 2 * bounds.width() + bounds.depth()};
    int next = 0;
    for (int k = 1; k < 4; ++k)
        if (ahead(corner_at[k]) < ahead(corner_at[next])) next = k;
    for (int k = 0; k < 4 && ahead(corner_at[next]) < stop; ++k, next = (next + 1) % 4) chain.push_back(corners[next]);
    chain.push_back(to);
    return seen;
}

namespace {

// An edge of a polygon for filling: it covers the rows whose centre y lies in [lower y, upper y). Where it crosses a
// row is measured in columns (spot c's centre at c) and computed from the row alone, one multiply-add from row 0:
// a band of rows gives the same spans as the whole grid, and rows outside the band cost nothing.
struct FillEdge {
    double at_row_0, slope;  // in columns at row 0; dx / dy, the columns it moves a row
    long first, last;        // rows it covers

    double column_at(long row) const { return at_row_0 + slope * static_cast<double>(row); }
};

void fill_edges(const Polygon& polygon, const Grid& grid, std::vector<FillEdge>& edges) {
    edges.clear();
    const auto& p = polygon.points;
    if (p.size() < 3 || grid.columns == 0 || grid.rows <= grid.first_row) return;
    const long from = static_cast<long>(grid.first_row), rows = static_cast<long>(grid.rows);
    for (std::size_t i = 0, j = p.size() - 1; i < p.size(); j = i++) {
        Vec2 a = p[j], b = p[i];
        if (a.y == b.y) continue;
        if (a.y > b.y) std::swap(a, b);
        const long first = std::max(from, static_cast<long>(std::ceil((a.y - grid.origin.y) / grid.spacing - 0.5)));
        const long last =
            std::min(rows - 1, static_cast<long>(std::ceil((b.y - grid.origin.y) / grid.spacing - 0.5)) - 1);
        if (first > last) continue;
        const double slope = (b.x - a.x) / (b.y - a.y);
        const double x_at_row_0 = a.x + (grid.origin.y + 0.5 * grid.spacing - a.y) * slope;
        edges.push_back({(x_at_row_0 - grid.origin.x) / grid.spacing - 0.5, slope, first, last});
    }
}

// The first column whose spot's centre lies at or right of a position in columns, within [0, columns].
long column_from(const Grid& grid, double at) {
    return std::clamp(static_cast<long>(std::ceil(at)), 0L, static_cast<long>(grid.columns));
}

}  // namespace

void fill_spans(const Polygon& polygon, const Grid& grid,
                const std::function<void(std::size_t row, std::size_t first, std::size_t end)>& span) {
    std::vector<FillEdge> edges;
    fill_edges(polygon, grid, edges);
    const long rows = static_cast<long>(grid.rows);
    if (edges.empty()) return;
    std::sort(edges.begin(), edges.end(), [](const FillEdge& x, const FillEdge& y) { return x.first < y.first; });
    std::vector<const FillEdge*> active;
    std::vector<double> xs;
    std::size_t next = 0;
    for (long row = edges.front().first; row < rows && (next < edges.size() || !active.empty()); ++row) {
        for (; next < edges.size() && edges[next].first == row; ++next) active.push_back(&edges[next]);
        if (active.empty()) {  // a gap between parts: jump to the next edge
            row = edges[next].first - 1;
            continue;
        }
        xs.clear();
        for (const FillEdge* e : active) xs.push_back(e->column_at(row));
        // A row most often meets a few edges: insertion sort then (std::sort was a sixth of a sight map's fills).
        if (xs.size() > 16) std::sort(xs.begin(), xs.end());
        for (std::size_t i = 1; i < xs.size(); ++i)
            for (std::size_t k = i; k > 0 && xs[k] < xs[k - 1]; --k) std::swap(xs[k], xs[k - 1]);
        for (std::size_t k = 0; k + 1 < xs.size(); k += 2) {
            // Spots whose centre lies in [xs[k], xs[k+1]).
            const long first = column_from(grid, xs[k]), end = column_from(grid, xs[k + 1]);
            if (first < end)
                span(static_cast<std::size_t>(row), static_cast<std::size_t>(first), static_cast<std::size_t>(end));
        }
        std::erase_if(active, [row](const FillEdge* e) { return e->last <= row; });
    }
}

std::span<const RowCrossing> crossing_columns(const Polygon& polygon, const Grid& grid,
                                              std::vector<RowCrossing>& room) {
    thread_local std::vector<FillEdge> edges;  // kept from call to call: a sight map asks a thousand times
    fill_edges(polygon, grid, edges);
    std::size_t most = 0;
    for (const auto& e : edges) most += static_cast<std::size_t>(e.last - e.first + 1);
    if (room.size() < most) room.resize(std::max(most, 2 * room.size()));
    RowCrossing* const first = room.data();
    RowCrossing* out = first;
    const auto columns = static_cast<double>(grid.columns);
    for (const auto& e : edges) {
        // An edge's place at its first and last rows bounds it at every row between (a multiply-add keeps order):
        // one past the last spot in every row flips none, one at or before the first flips at 0 (the sides of the
        // bounds around a visibility polygon, in every row of its shadow).
        const double a = e.column_at(e.first), b = e.column_at(e.last);
        if (std::min(a, b) > columns - 1) continue;
        if (std::max(a, b) <= 0) {
            *out++ = {static_cast<std::uint32_t>(e.first), 0, static_cast<std::uint32_t>(e.last - e.first + 1)};
            continue;
        }
        for (long row = e.first; row <= e.last; ++row) {
            const double column = std::ceil(e.column_at(row));
            *out = {static_cast<std::uint32_t>(row), static_cast<std::uint32_t>(std::max(column, 0.0))};
            out += column < columns;
        }
    }
    return {first, static_cast<std::size_t>(out - first)};
}

std::vector<Segment> outside_circle(const Segment& segment, const Circle& circle) {
    const Vec2 d = segment.b - segment.a, f = segment.a - circle.centre;
    const double a = dot(d, d), b = 2 * dot(f, d), c = dot(f, f) - circle.radius * circle.radius;
    const double discriminant = b * b - 4 * a * c;
    if (a == 0 || discriminant <= 0) return {segment};
    const double root = std::sqrt(discriminant);
    const double t0 = (-b - root) / (2 * a), t1 = (-b + root) / (2 * a);
    std::vector<Segment> parts;
    if (t0 > 0) parts.push_back({segment.a, segment.a + d * std::min(t0, 1.0)});
    if (t1 < 1) parts.push_back({segment.a + d * std::max(t1, 0.0), segment.b});
    return parts;
}

bool blocked(Vec2 from, Vec2 to, const std::vector<Segment>& walls) {
    const Vec2 d = to - from;
    const double length = geo::length(d);
    if (length == 0) return false;
    return ray_hit(from, d * (1 / length), walls, length) < length;
}

}  // namespace bb::geo
