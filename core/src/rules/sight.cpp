#include "battleboard/rules/sight.hpp"

#include "battleboard/geometry/queries.hpp"

#include <algorithm>
#include <cmath>

namespace bb::rules {
namespace {

// Points across a base, along the diameter square to the line between the models: its centre and both rims,
// and halfway out each side. Five per base, 25 lines in all.
std::vector<geo::Vec2> points_across(const ModelSpot& model, geo::Vec2 towards) {
    const geo::Vec2 d = towards - model.position;
    const double length = std::hypot(d.x, d.y);
    const geo::Vec2 side = length > 0 ? geo::Vec2{-d.y / length, d.x / length} : geo::Vec2{1, 0};
    const double r = model.base / 2;
    std::vector<geo::Vec2> points;
    for (const double f : {-1.0, -0.5, 0.0, 0.5, 1.0}) points.push_back(model.position + side * (r * f));
    return points;
}

bool crosses(const geo::Segment& line, const geo::Polygon& footprint) {
    return geo::length_inside(line, footprint) > geo::kTolerance;
}

}  // namespace

bool ModelSpot::has_keyword(const std::string& keyword) const {
    return std::find(keywords.begin(), keywords.end(), keyword) != keywords.end();
}

SightLines trace_sight_lines(const SightQuestion& question) {
    const auto& observer = question.observer;
    const auto& target = question.target;
    const auto from = points_across(observer, target.position);
    const auto to = points_across(target, observer.position);
    std::vector<geo::Segment> lines;
    for (const auto a : from)
        for (const auto b : to) lines.push_back({a, b});
    const geo::Segment centre_line{observer.position, target.position};
    const geo::Circle observer_base{observer.position, observer.base / 2},
        target_base{target.position, target.base / 2};

    SightLines result;
    result.total = lines.size();
    result.distance =
        std::max(0.0, geo::distance(observer.position, target.position) - observer.base / 2 - target.base / 2);
    for (const auto& piece : question.battlefield.pieces) {
        const geo::Polygon footprint = piece.on_board();
        PieceOnSightLines on;
        on.piece = &piece;
        on.lines_crossing = static_cast<std::size_t>(std::count_if(
            lines.begin(), lines.end(), [&](const geo::Segment& line) { return crosses(line, footprint); }));
        on.centre_line_inside = geo::length_inside(centre_line, footprint);
        on.holds_observer = geo::contains(footprint, observer.position);
        on.holds_target = geo::contains(footprint, target.position);
        on.observer_wholly_on = geo::wholly_inside(observer_base, footprint);
        on.target_wholly_on = geo::wholly_inside(target_base, footprint);
        on.target_gap = geo::distance(target_base, footprint);
        on.observer_gap = geo::distance(observer_base, footprint);
        if (on.lines_crossing > 0 || on.holds_observer || on.holds_target) result.pieces.push_back(on);
    }
    return result;
}

void add_reason(SightAnswer& answer, const model::TerrainPiece* piece, Visibility visibility, std::string text) {
    answer.visibility = std::max(answer.visibility, visibility);
    answer.reasons.push_back({piece ? piece->id : 0, std::move(text)});
}

void add_cover(SightAnswer& answer, const model::TerrainPiece* piece, const std::string& cover, std::string text) {
    if (!answer.in_cover) answer.cover = cover;
    answer.in_cover = true;
    answer.reasons.push_back({piece ? piece->id : 0, std::move(text)});
}

}  // namespace bb::rules
