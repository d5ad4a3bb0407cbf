#include "battleboard/rules/sight.hpp"

#include "battleboard/geometry/queries.hpp"
#include "battleboard/geometry/visibility_polygon.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <limits>
#include <utility>

namespace bb::rules {

bool ModelSpot::has_keyword(const std::string& keyword) const {
    return std::find(keywords.begin(), keywords.end(), keyword) != keywords.end();
}

bool PieceOnSightLines::crossed_from(std::size_t observer_point) const {
    const std::uint32_t row = ((1u << kSpotPoints) - 1) << (observer_point * kSpotPoints);
    return (crossing & row) == row;
}

std::vector<geo::Vec2> spot_points(const ModelSpot& model) {
    const double r = model.base / 2;
    const geo::Vec2 c = model.position;
    return {c, c + geo::Vec2{r, 0}, c + geo::Vec2{0, r}, c + geo::Vec2{-r, 0}, c + geo::Vec2{0, -r}};
}

std::vector<geo::Segment> sight_walls(const geo::Polygon& footprint, geo::Vec2 observer, const SightTracing& tracing) {
    std::vector<geo::Segment> walls;
    for (std::size_t i = 0; i < footprint.points.size(); ++i) {
        const auto e = geo::edge(footprint, i);
        if (tracing.ignore_radius <= 0) {
            walls.push_back(e);
            continue;
        }
        for (const auto& part : geo::outside_circle(e, {observer, tracing.ignore_radius})) walls.push_back(part);
    }
    return walls;
}

namespace {
template <std::size_t... I, class F>
void each_gap_step(F& f, std::index_sequence<I...>) {
    (f(std::uint8_t{1u << I}, kGapSteps[I]), ...);
}

// Calls `f` with each gap step's bit and inches in turn, written out: GCC does not unroll a loop over them at -O2,
// and the sight map asks at every spot it measures.
template <class F>
void for_each_gap_step(F&& f) {
    each_gap_step(f, std::make_index_sequence<std::size(kGapSteps)>{});
}
}  // namespace

std::uint8_t gap_class(double gap, std::uint8_t steps) {
    // Beyond the last step and its tolerance a gap is within none (the steps and their tolerances rise together).
    if (!geo::at_most(gap, kGapSteps[std::size(kGapSteps) - 1])) return 0;
    int within = 0;
    for_each_gap_step([&](std::uint8_t bit, double step) {
        if (steps & bit) within += (gap <= step) + geo::at_most(gap, step);
    });
    return static_cast<std::uint8_t>(within);
}

// The same numbers geo::contains, geo::wholly_inside, geo::distance and geo::wholly_within give, from one pass
// over the footprint's edges (the sight map measures thousands of spots).
double measure_model(PieceOnSightLines& on, const geo::Polygon& footprint, const ModelSpot& model, bool observer) {
    return measure_model(on, footprint, model, observer, geo::is_convex(footprint)).boundary;
}

geo::NearestPlace measure_model(PieceOnSightLines& on, const geo::Polygon& footprint, const ModelSpot& model,
                                bool observer, bool convex) {
    const double radius = model.base / 2;
    const auto at = geo::place_nearest(footprint, model.position);
    const double gap = std::max(0.0, (at.inside ? 0.0 : at.boundary) - radius);
    bool wholly_near = false;
    if (gap <= kNearbyReach) {
        // Inside, no point of the base is farther than its radius; outside a convex footprint, the farthest
        // point lies straight away from the nearest one.
        if (at.inside && radius <= kNearbyReach)
            wholly_near = true;
        else if (!at.inside && convex)
            wholly_near = geo::at_most(at.boundary + radius, kNearbyReach);
        else
            wholly_near = geo::wholly_within(geo::Circle{model.position, radius}, footprint, kNearbyReach);
    }
    (observer ? on.holds_observer : on.holds_target) = at.inside;
    (observer ? on.observer_wholly_on : on.target_wholly_on) = at.inside && at.boundary >= radius - geo::kTolerance;
    (observer ? on.observer_gap : on.target_gap) = gap;
    (observer ? on.observer_wholly_near : on.target_wholly_near) = wholly_near;
    return at;
}

// Outside, the facts change only where the distance to the edge meets geo::kOnBoundary (on the piece), a gap step
// plus the radius, or kNearbyReach less the radius (wholly near); inside, only where it meets 0 (off the piece) or
// the radius (wholly on: the gap is 0, and a base no larger than kNearbyReach is wholly near). Each counts exactly
// and with the tolerance, and is taken kMargin nearer than it lies, for rounding. With w the way from the nearest
// point of the edge to the centre, moved h along +x the distance is at most |w + h x| (that point stays on the
// edge): it rises to a threshold v no sooner than sqrt(v^2 - w.y^2) - w.x. Inside, the distance is concave along a
// line and 0 where the row meets the edge, `ahead`: it stays above |w| (1 - h / ahead) and falls to v no sooner
// than ahead (|w| - v) / |w|. Outside it stays above its tangent |w| + h w.x / |w| (the distance to a convex set is
// convex along a line), so it falls to v only when w.x < 0, no sooner than (|w| - v) |w| / -w.x (kSlack allows
// for w.x's rounding).
double facts_steady_along_x(const geo::NearestPlace& at, double radius, std::uint8_t steps) {
    constexpr double kMargin = 1e-9, kSlack = 1e-12;
    const double d = at.boundary;
    double below = 0, above = std::numeric_limits<double>::infinity();
    const auto keep_from = [&](double threshold) {
        for (const double v : {threshold, threshold + geo::kTolerance})
            if (v < d)
                below = std::max(below, v);
            else
                above = std::min(above, v);
    };
    if (at.inside) {
        if (radius > kNearbyReach) return 0;  // wholly near is measured from the base's outline
        keep_from(radius - geo::kTolerance);
    } else {
        keep_from(geo::kOnBoundary);
        for_each_gap_step([&](std::uint8_t bit, double step) {
            if (steps & bit) keep_from(radius + step);
        });
        keep_from(radius + kNearbyReach);
        keep_from(kNearbyReach - radius);
    }
    const double rise = above - kMargin, fall = below + kMargin;
    if (rise <= d || fall >= d) return 0;
    const geo::Vec2 w = at.away;
    const double falls_after = at.inside ? at.ahead * (d - fall) / d : (d - fall) * d / (std::max(0.0, -w.x) + kSlack);
    return std::min(std::sqrt(std::max(0.0, rise * rise - w.y * w.y)) - w.x, falls_after);
}

// A line crosses a piece when it meets one of the piece's walls, or ends inside the piece (a point of the
// target within it), or starts inside it where nothing is ignored.
SightLines trace_sight_lines(const SightQuestion& question, const SightTracing& tracing) {
    const auto& observer = question.observer;
    const auto& target = question.target;
    const auto from = spot_points(observer);
    const auto to = spot_points(target);
    SightLines result;
    result.total = from.size() * to.size();
    result.distance =
        std::max(0.0, geo::distance(observer.position, target.position) - observer.base / 2 - target.base / 2);
    for (const auto& piece : question.battlefield.pieces) {
        const geo::Polygon footprint = piece.on_board();
        const auto walls = sight_walls(footprint, observer.position, tracing);
        PieceOnSightLines on;
        on.piece = &piece;
        std::vector<bool> target_inside, observer_inside;
        for (const auto b : to) target_inside.push_back(geo::contains(footprint, b));
        for (const auto a : from) observer_inside.push_back(tracing.ignore_radius <= 0 && geo::contains(footprint, a));
        for (std::size_t i = 0; i < from.size(); ++i)
            for (std::size_t k = 0; k < to.size(); ++k)
                if (observer_inside[i] || target_inside[k] || geo::blocked(from[i], to[k], walls))
                    on.crossing |= 1u << (i * kSpotPoints + k);
        on.lines_crossing = static_cast<std::size_t>(std::popcount(on.crossing));
        if (tracing.centre_line)
            on.centre_line_inside = geo::length_inside({observer.position, target.position}, footprint);
        measure_model(on, footprint, observer, true);
        measure_model(on, footprint, target, false);
        if (on.lines_crossing > 0 || on.holds_observer || on.holds_target || on.target_gap <= kNearbyReach ||
            on.observer_gap <= kNearbyReach)
            result.pieces.push_back(on);
    }
    return result;
}

std::string off_board_problem(const model::Battlefield& battlefield, const ModelSpot& model, const char* who) {
    const auto p = model.position;
    if (p.x >= 0 && p.y >= 0 && p.x <= battlefield.width && p.y <= battlefield.depth) return {};
    char text[160];
    std::snprintf(text, sizeof text, "The %s at %.2f,%.2f is off the %g\" x %g\" board.", who, p.x, p.y,
                  battlefield.width, battlefield.depth);
    return text;
}

std::string sight_question_problem(const SightQuestion& question) {
    for (const auto& problem : {off_board_problem(question.battlefield, question.observer, "observer"),
                                off_board_problem(question.battlefield, question.target, "target")})
        if (!problem.empty()) return problem;
    const double gap = geo::distance(question.observer.position, question.target.position) -
                       (question.observer.base + question.target.base) / 2;
    if (gap < -geo::kTolerance)
        return "The observer and the target stand on the same spot (their bases overlap): move one of them.";
    return {};
}

void settle(SightAnswer& answer) {
    if (answer.visibility != Visibility::Hidden || !answer.in_cover) return;
    answer.in_cover = false;
    answer.cover.clear();
    std::erase_if(answer.reasons, [](const SightReason& r) { return r.kind == ReasonKind::Cover; });
}

SightAnswer start_answer(const SightLines& lines) {
    SightAnswer answer;
    restart_answer(answer, lines);
    return answer;
}

void restart_answer(SightAnswer& answer, const SightLines& lines) {
    answer.quiet = lines.quiet;
    answer.visibility = Visibility::Visible;
    answer.in_cover = false;
    answer.cover.clear();
    answer.distance = lines.distance;
    answer.reasons.clear();
}

void raise_visibility(SightAnswer& answer, Visibility visibility) {
    answer.visibility = std::max(answer.visibility, visibility);
}

void push_reason(SightAnswer& answer, const model::TerrainPiece* piece, ReasonKind kind, std::string text) {
    answer.reasons.push_back({piece ? piece->id : 0, std::move(text), kind});
}

void give_cover(SightAnswer& answer, const std::string& cover) {
    if (!answer.in_cover) answer.cover = cover;
    answer.in_cover = true;
}

}  // namespace bb::rules
