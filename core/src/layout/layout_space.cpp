#include "layout_space.hpp"

#include "battleboard/geometry/queries.hpp"
#include "battleboard/layout/symmetry.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace bb::layout {
namespace {

constexpr double kGridStep = 0.5;  // inches between candidate centres
constexpr double kTwinTolerance = 0.125;
constexpr double kPi = 3.14159265358979323846;

double perimeter(const geo::Polygon& p) {
    double total = 0;
    for (std::size_t i = 0; i < p.points.size(); ++i)
        total += geo::length(p.points[(i + 1) % p.points.size()] - p.points[i]);
    return total;
}

std::string square_inches(double value) { return std::to_string(static_cast<long>(std::lround(value))) + " sq in"; }

// 6", 6.5", 2.25": as short as the number allows.
std::string inch(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f", value);
    std::string out = text;
    while (out.back() == '0') out.pop_back();
    if (out.back() == '.') out.pop_back();
    return out + "\"";
}

std::string board_name(const model::Battlefield& b) {
    return inch(std::min(b.width, b.depth)) + " x " + inch(std::max(b.width, b.depth));
}

// The distance between two points with one square root: the generator asks it for every spot and occupant, and
// std::hypot costs several times more (every decision it feeds keeps a margin far above their last-bit difference).
double apart(geo::Vec2 a, geo::Vec2 b) {
    const geo::Vec2 d = b - a;
    return std::sqrt(geo::dot(d, d));
}

double squared_distance(geo::Vec2 p, geo::Vec2 a, geo::Vec2 b) {
    const geo::Vec2 d = b - a;
    const double len2 = geo::dot(d, d);
    const double t = len2 == 0 ? 0 : std::clamp(geo::dot(p - a, d) / len2, 0.0, 1.0);
    const geo::Vec2 q = a + d * t - p;
    return geo::dot(q, q);
}

bool inside(const geo::Polygon& polygon, geo::Vec2 point) {
    const auto& p = polygon.points;
    bool in = false;
    for (std::size_t i = 0, j = p.size() - 1; i < p.size(); j = i++)
        if ((p[i].y > point.y) != (p[j].y > point.y) &&
            point.x < (p[j].x - p[i].x) * (point.y - p[i].y) / (p[j].y - p[i].y) + p[i].x)
            in = !in;
    return in;
}

}  // namespace

bool same_outline(const geo::Polygon& a, const geo::Polygon& b) {
    const auto covered = [](const geo::Polygon& from, const geo::Polygon& to) {
        return std::all_of(from.points.begin(), from.points.end(), [&](geo::Vec2 p) {
            return std::any_of(to.points.begin(), to.points.end(),
                               [&](geo::Vec2 q) { return geo::length(p - q) <= kTwinTolerance; });
        });
    };
    return a.points.size() == b.points.size() && covered(a, b) && covered(b, a);
}

Space::Space(const model::Battlefield& start, const SetupConstraints& constraints, double min_gap,
             const std::vector<std::string>& host_ids, std::size_t spots_tried, std::size_t spot_limit)
    : board_(start),
      constraints_(constraints),
      gap_(std::max(constraints.feature_gap, min_gap)),
      host_ids_(host_ids),
      spots_tried_(spots_tried),
      spot_limit_(spot_limit) {
    for (const auto& piece : start.pieces)
        if (piece.footprint.points.size() >= 3) occupants_.push_back(occupant(piece));
    kept_ = occupants_.size();
}

EntryFacts Space::facts(const sys::CatalogueEntry& entry) const {
    EntryFacts f;
    f.size_class = size_class_of(constraints_, entry.footprint);
    const double half = gap_ / 2;
    const double area = std::abs(geo::signed_area(entry.footprint));
    // A convex outline grown by r covers area + perimeter * r + pi r^2; any outline at least area + pi r^2.
    f.claim = area + (geo::is_convex(entry.footprint) ? perimeter(entry.footprint) * half : 0) + kPi * half * half;
    const double e = constraints_.edge_gap;
    // "More than" the gap from both edges leaves strictly less than the board less both gaps.
    const double shrink = 2 * e + (constraints_.more_than && e > 0 ? 2 * geo::kTolerance : 0);
    f.fits = geo::fits_in_rectangle(entry.footprint, board_.width - shrink, board_.depth - shrink);
    return f;
}

double Space::usable_area() const {
    // Pieces grown by half the gap stay inside the board shrunk by the edge gap and grown by half the gap.
    const double e = constraints_.edge_gap, g = gap_;
    double area = std::max(0.0, board_.width - 2 * e + g) * std::max(0.0, board_.depth - 2 * e + g);
    for (std::size_t i = 0; i < kept_; ++i) area -= std::abs(geo::signed_area(occupants_[i].outline));
    return area;
}

std::optional<std::string> Space::infeasible(const std::vector<const sys::CatalogueEntry*>& pieces,
                                             const std::vector<EntryFacts>& facts, const std::string& what) const {
    const std::string edges = constraints_.edge_gap > 0 ? (constraints_.more_than ? " more than " : " at least ") +
                                                              inch(constraints_.edge_gap) + " from every edge"
                                                        : "";
    for (std::size_t i = 0; i < pieces.size(); ++i)
        if (!facts[i].fits) {
            const geo::Bounds b = geo::bounds(pieces[i]->footprint);
            return pieces[i]->name + " (" + inch(b.width()) + " x " + inch(b.depth()) + ") cannot stand" + edges +
                   " of a " + board_name(board_) + " board.";
        }
    double need = 0;
    for (const auto& f : facts) need += f.claim;
    const double have = usable_area();
    if (need <= have) return std::nullopt;
    return what + " cannot keep " + inch(gap_) + " apart on " + board_name(board_) +
           ": with half that gap around each they need at least " + square_inches(need) + ", and the board offers " +
           square_inches(have) + (edges.empty() ? "" : edges) +
           (kept_ ? " besides the " + std::to_string(kept_) + " pieces already placed" : "") + ".";
}

std::string Space::no_spot_message(const std::vector<EntryFacts>& facts, const std::string& what, std::uint32_t seed,
                                   std::uint32_t attempts) const {
    double need = 0;
    for (const auto& f : facts) need += f.claim;
    return "No layout of " + what + " " + inch(gap_) + " apart on " + board_name(board_) + " was found in " +
           std::to_string(attempts) + " attempts (seed " + std::to_string(seed) + "): with their gaps they take " +
           square_inches(need) + " of the " + square_inches(usable_area()) + " the board offers.";
}

Space::Occupant Space::occupant(const model::TerrainPiece& piece) const {
    Occupant o;
    o.outline = piece.on_board();
    o.centre = piece.position;
    for (geo::Vec2 p : o.outline.points) o.radius = std::max(o.radius, apart(p, o.centre));
    if (geo::contains(o.outline, o.centre)) {
        o.inner = o.radius;
        for (std::size_t i = 0; i < o.outline.points.size(); ++i)
            o.inner = std::min(o.inner, geo::distance(o.centre, geo::edge(o.outline, i)));
    }
    o.host = std::find(host_ids_.begin(), host_ids_.end(), piece.catalogue_id) != host_ids_.end();
    return o;
}

Space::Occupant Space::moved(const Occupant& at_origin, geo::Vec2 position) {
    Occupant o = at_origin;
    for (geo::Vec2& p : o.outline.points) p = p + position;
    o.centre = at_origin.centre + position;
    return o;
}

std::optional<bool> Space::settled(double gap, double centres, double outer, double inner) const {
    // The outlines lie at least centres - outer apart (their corners' circles), and at most centres - inner
    // when both hold a circle round their centre; a margin keeps rounding from deciding.
    constexpr double kMargin = 1e-9;
    if (keeps(gap, centres - outer - kMargin)) return true;
    if (inner >= 0 && !keeps(gap, std::max(0.0, centres - inner) + kMargin)) return false;
    return std::nullopt;
}

bool Space::keeps(double gap, double measured) const {
    return constraints_.more_than ? geo::more_than(measured, gap) : measured >= gap - geo::kTolerance;
}

bool Space::clear(const Occupant& o, geo::Vec2 offset) const {
    const geo::Vec2 centre = o.centre + offset;
    // The outline at its spot, moved only when the circles round and inside it cannot decide.
    bool moved_yet = false;
    const auto outline = [&]() -> const geo::Polygon& {
        if (!moved_yet) {
            scratch_.points.resize(o.outline.points.size());
            for (std::size_t i = 0; i < o.outline.points.size(); ++i) scratch_.points[i] = o.outline.points[i] + offset;
            moved_yet = true;
        }
        return scratch_;
    };
    const double og = constraints_.objective_gap;
    for (const auto& objective : board_.objectives) {
        const geo::Circle marker = objective.marker();
        const double centres = apart(marker.centre, centre);
        const auto sure = settled(og, centres, marker.radius + o.radius, o.inner < 0 ? -1 : marker.radius + o.inner);
        if (sure ? !*sure : !keeps(og, geo::distance(marker, outline()))) return false;
    }
    for (const auto& other : occupants_) {
        const double centres = apart(other.centre, centre);
        if (keeps(gap_, centres - other.radius - o.radius - 1e-9)) continue;
        // A piece standing wholly on a hill (or a hill under one) keeps no gap from it.
        if ((other.host && geo::wholly_inside(outline(), other.outline)) ||
            (o.host && geo::wholly_inside(other.outline, outline())))
            continue;
        const bool inside = o.inner >= 0 && other.inner >= 0;
        const auto sure = settled(gap_, centres, other.radius + o.radius, inside ? other.inner + o.inner : -1);
        if (sure ? !*sure : !outlines_keep(outline(), centre, o.radius, other.outline, other.centre, other.radius))
            return false;
    }
    return true;
}

Space::Grid Space::grid(const geo::Polygon& turned) const {
    const geo::Bounds b = geo::bounds(turned);
    const double e = constraints_.edge_gap;
    Grid g;
    for (double x = std::ceil((e - b.min.x) / kGridStep) * kGridStep; x + b.max.x <= board_.width; x += kGridStep)
        if (keeps(e, x + b.min.x) && keeps(e, board_.width - (x + b.max.x))) g.xs.push_back(x);
    for (double y = std::ceil((e - b.min.y) / kGridStep) * kGridStep; y + b.max.y <= board_.depth; y += kGridStep)
        if (keeps(e, y + b.min.y) && keeps(e, board_.depth - (y + b.max.y))) g.ys.push_back(y);
    return g;
}

geo::Vec2 Space::Grid::spot(std::size_t i) const { return {xs[i / ys.size()], ys[i % ys.size()]}; }

Space::Shuffle::Slots& Space::Shuffle::slots() {
    // One shuffle runs at a time on a thread (within one placement), so the thread's slots serve every search.
    thread_local Slots kept;
    return kept;
}

Space::Shuffle::Shuffle(std::size_t size) : size_(size), slots_(slots()) {
    if (++slots_.current == 0) {  // the stamps wrapped round: none may look current
        std::fill(slots_.stamp.begin(), slots_.stamp.end(), 0);
        slots_.current = 1;
    }
    if (slots_.stamp.size() < size) {
        slots_.stamp.resize(size, 0);
        slots_.index.resize(size);
    }
}

std::size_t Space::Shuffle::at(std::size_t i) const { return slots_.stamp[i] == slots_.current ? slots_.index[i] : i; }

std::size_t Space::Shuffle::next(Draw& draw) {
    // Fisher-Yates over the spots' indices, keeping only the swapped ones: a placement usually looks at a few
    // dozen of several thousand spots. The draws and the order are those of shuffling the whole list in place.
    const std::size_t pick = n_ + draw.below(size_ - n_);
    const std::size_t chosen = at(pick);
    slots_.index[pick] = static_cast<std::uint32_t>(at(n_));
    slots_.stamp[pick] = slots_.current;
    ++n_;
    return chosen;
}

bool Space::outlines_keep(const geo::Polygon& a, geo::Vec2 a_centre, double a_radius, const geo::Polygon& b,
                          geo::Vec2 b_centre, double b_radius) const {
    // As geo::distance between outlines, as the setup checks measure it, with one square root: outlines that
    // touch or cross are 0 apart, else the nearest pair is a corner of one and an edge of the other. Edges
    // farther than the gap (and a margin far above rounding) from the other outline's circle are skipped: no
    // pair that far apart can change the answer, which is that of measuring every pair.
    if (inside(b, a.points.front()) || inside(a, b.points.front())) return keeps(gap_, 0);
    const double reach = gap_ + 1e-3;
    const auto near = [&](geo::Vec2 centre, double radius, geo::Vec2 p0, geo::Vec2 p1) {
        return squared_distance(centre, p0, p1) <= (reach + radius) * (reach + radius);
    };
    const std::size_t n = a.points.size(), m = b.points.size();
    near_.resize(m);
    for (std::size_t j = 0; j < m; ++j) near_[j] = near(a_centre, a_radius, b.points[j], b.points[(j + 1) % m]);
    double best = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < n; ++i) {
        const geo::Vec2 a0 = a.points[i], a1 = a.points[(i + 1) % n];
        if (!near(b_centre, b_radius, a0, a1)) continue;
        for (std::size_t j = 0; j < m; ++j) {
            if (!near_[j]) continue;
            const geo::Vec2 b0 = b.points[j], b1 = b.points[(j + 1) % m];
            if (geo::intersects(geo::Segment{a0, a1}, geo::Segment{b0, b1})) return keeps(gap_, 0);
            best = std::min({best, squared_distance(a0, b0, b1), squared_distance(b0, a0, a1)});
        }
    }
    return keeps(gap_, std::sqrt(best));
}

std::optional<std::vector<model::TerrainPiece>> Space::place_single(model::TerrainPiece piece, Draw& draw) const {
    const Occupant at_origin = occupant(piece);
    const Grid spots = grid(at_origin.outline);
    // Visit spots in random order (a partial shuffle: only as many draws as spots looked at).
    Shuffle order(spots.size());
    for (std::size_t n = 0; n < spots.size() && !exhausted(); ++n, ++spots_tried_) {
        piece.position = spots.spot(order.next(draw));
        if (clear(at_origin, piece.position)) return std::vector<model::TerrainPiece>{piece};
    }
    return std::nullopt;
}

std::optional<std::vector<model::TerrainPiece>> Space::place_pair(model::TerrainPiece piece, Symmetry symmetry,
                                                                  Draw& draw) const {
    const Occupant at_origin = occupant(piece);
    const Grid spots = grid(at_origin.outline);
    Shuffle order(spots.size());
    for (std::size_t n = 0; n < spots.size() && !exhausted(); ++n, ++spots_tried_) {
        piece.position = spots.spot(order.next(draw));
        if (!clear(at_origin, piece.position)) continue;
        const Occupant first = moved(at_origin, piece.position);
        const model::TerrainPiece other = twin(piece, symmetry, board_);
        const Occupant second = occupant(other);
        if (!clear(second, {}) ||
            !outlines_keep(first.outline, first.centre, first.radius, second.outline, second.centre, second.radius))
            continue;
        return std::vector<model::TerrainPiece>{piece, other};
    }
    return std::nullopt;
}

std::optional<std::vector<model::TerrainPiece>> Space::place_centre(model::TerrainPiece piece, Symmetry symmetry,
                                                                    Draw& draw) const {
    if (symmetry == Symmetry::Mirror) piece.rotation = 90.0 * draw.below(4);  // square to the mirror line
    const geo::Polygon turned = geo::placed(piece.footprint, {}, piece.rotation);
    std::vector<geo::Vec2> spots;
    const geo::Vec2 middle{board_.width / 2, board_.depth / 2};
    if (symmetry == Symmetry::Point) {
        spots.push_back(middle);
    } else {
        const bool horizontal = mirror_line_horizontal(board_);
        const Grid g = grid(turned);
        for (std::size_t i = 0; i < g.size(); ++i)
            if (horizontal ? g.spot(i).y == middle.y : g.spot(i).x == middle.x) spots.push_back(g.spot(i));
    }
    for (std::size_t n = 0; n < spots.size() && !exhausted(); ++n, ++spots_tried_) {
        std::swap(spots[n], spots[n + draw.below(spots.size() - n)]);
        piece.position = spots[n];
        const Occupant o = occupant(piece);
        if (!same_outline(o.outline, twin(piece, symmetry, board_).on_board()) || !clear(o, {})) continue;
        // On the middle of the board the grid's edge filter was skipped for the point case: check it here.
        const geo::Bounds b = geo::bounds(o.outline);
        const double e = constraints_.edge_gap;
        if (!keeps(e, b.min.x) || !keeps(e, b.min.y) || !keeps(e, board_.width - b.max.x) ||
            !keeps(e, board_.depth - b.max.y))
            continue;
        return std::vector<model::TerrainPiece>{piece};
    }
    return std::nullopt;
}

void Space::occupy(const model::TerrainPiece& piece) { occupants_.push_back(occupant(piece)); }

void Space::release_last() {
    if (occupants_.size() > kept_) occupants_.pop_back();
}

}  // namespace bb::layout
