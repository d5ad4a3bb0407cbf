#include "battleboard/rules/sight.hpp"

#include "battleboard/geometry/queries.hpp"
#include "battleboard/geometry/visibility_polygon.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>

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

void measure_model(PieceOnSightLines& on, const geo::Polygon& footprint, const ModelSpot& model, bool observer) {
    const geo::Circle base{model.position, model.base / 2};
    (observer ? on.holds_observer : on.holds_target) = geo::contains(footprint, model.position);
    (observer ? on.observer_wholly_on : on.target_wholly_on) = geo::wholly_inside(base, footprint);
    (observer ? on.observer_gap : on.target_gap) = geo::distance(base, footprint);
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
    answer.distance = lines.distance;
    answer.quiet = lines.quiet;
    return answer;
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
