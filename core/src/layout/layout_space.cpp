#include "layout_space.hpp"

#include "battleboard/geometry/queries.hpp"
#include "battleboard/layout/symmetry.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

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
             const std::vector<std::string>& host_ids, std::size_t spots_tried)
    : board_(start),
      constraints_(constraints),
      gap_(std::max(constraints.feature_gap, min_gap)),
      host_ids_(host_ids),
      spots_tried_(spots_tried) {
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
    for (geo::Vec2 p : o.outline.points) o.radius = std::max(o.radius, geo::length(p - o.centre));
    o.host = std::find(host_ids_.begin(), host_ids_.end(), piece.catalogue_id) != host_ids_.end();
    return o;
}

bool Space::keeps(double gap, double measured) const {
    return constraints_.more_than ? geo::more_than(measured, gap) : measured >= gap - geo::kTolerance;
}

bool Space::clear(const Occupant& o) const {
    const double og = constraints_.objective_gap;
    for (const auto& objective : board_.objectives) {
        const geo::Circle marker = objective.marker();
        if (geo::length(marker.centre - o.centre) - marker.radius - o.radius > og + 1) continue;
        if (!keeps(og, geo::distance(marker, o.outline))) return false;
    }
    for (const auto& other : occupants_) {
        if (geo::length(other.centre - o.centre) - other.radius - o.radius > gap_ + 1) continue;
        // A piece standing wholly on a hill (or a hill under one) keeps no gap from it.
        if ((other.host && geo::wholly_inside(o.outline, other.outline)) ||
            (o.host && geo::wholly_inside(other.outline, o.outline)))
            continue;
        if (!keeps(gap_, geo::distance(o.outline, other.outline))) return false;
    }
    return true;
}

std::vector<geo::Vec2> Space::grid(const geo::Polygon& turned) const {
    const geo::Bounds b = geo::bounds(turned);
    const double e = constraints_.edge_gap;
    std::vector<double> xs, ys;
    for (double x = std::ceil((e - b.min.x) / kGridStep) * kGridStep; x + b.max.x <= board_.width; x += kGridStep)
        if (keeps(e, x + b.min.x) && keeps(e, board_.width - (x + b.max.x))) xs.push_back(x);
    for (double y = std::ceil((e - b.min.y) / kGridStep) * kGridStep; y + b.max.y <= board_.depth; y += kGridStep)
        if (keeps(e, y + b.min.y) && keeps(e, board_.depth - (y + b.max.y))) ys.push_back(y);
    std::vector<geo::Vec2> spots;
    spots.reserve(xs.size() * ys.size());
    for (double x : xs)
        for (double y : ys) spots.push_back({x, y});
    return spots;
}

std::optional<std::vector<model::TerrainPiece>> Space::place_single(model::TerrainPiece piece, Draw& draw) const {
    const geo::Polygon turned = geo::placed(piece.footprint, {}, piece.rotation);
    std::vector<geo::Vec2> spots = grid(turned);
    // Visit spots in random order (a partial shuffle: only as many draws as spots looked at).
    for (std::size_t n = 0; n < spots.size() && !exhausted(); ++n, ++spots_tried_) {
        std::swap(spots[n], spots[n + draw.below(spots.size() - n)]);
        piece.position = spots[n];
        if (clear(occupant(piece))) return std::vector<model::TerrainPiece>{piece};
    }
    return std::nullopt;
}

std::optional<std::vector<model::TerrainPiece>> Space::place_pair(model::TerrainPiece piece, Symmetry symmetry,
                                                                  Draw& draw) const {
    const geo::Polygon turned = geo::placed(piece.footprint, {}, piece.rotation);
    std::vector<geo::Vec2> spots = grid(turned);
    for (std::size_t n = 0; n < spots.size() && !exhausted(); ++n, ++spots_tried_) {
        std::swap(spots[n], spots[n + draw.below(spots.size() - n)]);
        piece.position = spots[n];
        const Occupant first = occupant(piece);
        if (!clear(first)) continue;
        const model::TerrainPiece other = twin(piece, symmetry, board_);
        const Occupant second = occupant(other);
        if (!clear(second) || !keeps(gap_, geo::distance(first.outline, second.outline))) continue;
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
        for (geo::Vec2 spot : grid(turned))
            if (horizontal ? spot.y == middle.y : spot.x == middle.x) spots.push_back(spot);
    }
    for (std::size_t n = 0; n < spots.size() && !exhausted(); ++n, ++spots_tried_) {
        std::swap(spots[n], spots[n + draw.below(spots.size() - n)]);
        piece.position = spots[n];
        const Occupant o = occupant(piece);
        if (!same_outline(o.outline, twin(piece, symmetry, board_).on_board()) || !clear(o)) continue;
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
