#include "app/session/measure_tool.hpp"

#include "battleboard/geometry/queries.hpp"

#include <algorithm>
#include <variant>

namespace app {

namespace {

bb::geo::Vec2 on_board(bb::geo::Vec2 at, const bb::model::Battlefield& battlefield) {
    return {std::clamp(at.x, 0.0, battlefield.width), std::clamp(at.y, 0.0, battlefield.depth)};
}

// Markers lie over terrain on the board, so an end on both is on the marker.
MeasureEnd end_at(bb::geo::Vec2 at, const bb::model::Battlefield& battlefield) {
    for (auto it = battlefield.objectives.rbegin(); it != battlefield.objectives.rend(); ++it)
        if (bb::geo::distance(at, it->position) <= it->diameter / 2) return {it->label, std::nullopt, it->id};
    if (const auto id = battlefield.piece_at(at)) return {battlefield.find_piece(*id)->label, id, std::nullopt};
    return {};
}

using Shape = std::variant<bb::geo::Polygon, bb::geo::Circle>;

std::optional<Shape> shape_of(const MeasureEnd& end, const bb::model::Battlefield& battlefield) {
    if (end.piece_id) return battlefield.find_piece(*end.piece_id)->on_board();
    if (end.objective_id)
        for (const auto& o : battlefield.objectives)
            if (o.id == *end.objective_id) return o.marker();
    return std::nullopt;
}

double gap_between(const Shape& a, const Shape& b) {
    return std::visit(
        [](const auto& x, const auto& y) -> double {
            using X = std::decay_t<decltype(x)>;
            using Y = std::decay_t<decltype(y)>;
            if constexpr (std::is_same_v<X, bb::geo::Polygon> && std::is_same_v<Y, bb::geo::Circle>)
                return bb::geo::distance(y, x);
            else
                return bb::geo::distance(x, y);
        },
        a, b);
}

}  // namespace

void MeasureTool::toggle() {
    active = !active;
    from.reset();
    to.reset();
}

void MeasureTool::start(bb::geo::Vec2 at, const bb::model::Battlefield& battlefield) {
    from = to = on_board(at, battlefield);
}

void MeasureTool::extend(bb::geo::Vec2 at, const bb::model::Battlefield& battlefield) {
    if (from) to = on_board(at, battlefield);
}

std::optional<MeasureReading> MeasureTool::read(const bb::model::Battlefield& battlefield) const {
    if (!from || !to) return std::nullopt;
    MeasureReading reading;
    reading.length = bb::geo::distance(*from, *to);
    reading.from = end_at(*from, battlefield);
    reading.to = end_at(*to, battlefield);
    const bool same =
        reading.from.piece_id == reading.to.piece_id && reading.from.objective_id == reading.to.objective_id;
    const auto a = shape_of(reading.from, battlefield), b = shape_of(reading.to, battlefield);
    if (a && b && !same) reading.gap = gap_between(*a, *b);
    return reading;
}

}  // namespace app
