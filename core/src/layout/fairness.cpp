#include "battleboard/layout/fairness.hpp"

#include "battleboard/geometry/queries.hpp"

namespace bb::layout {
namespace {

constexpr double kAreaStep = 0.5;   // inches between area samples
constexpr double kSightStep = 2.0;  // inches between the points a zone is looked at from, or looked into

std::vector<geo::Vec2> samples(const geo::Polygon& zone, double step) {
    const geo::Bounds b = geo::bounds(zone);
    std::vector<geo::Vec2> out;
    for (double x = b.min.x + step / 2; x < b.max.x; x += step)
        for (double y = b.min.y + step / 2; y < b.max.y; y += step)
            if (geo::contains(zone, {x, y})) out.push_back({x, y});
    return out;
}

bool inside_any(const std::vector<geo::Polygon>& pieces, geo::Vec2 p) {
    for (const auto& piece : pieces)
        if (geo::contains(piece, p)) return true;
    return false;
}

// Some blocking piece lies across the line (it runs inside the footprint for more than a touch).
bool blocked(const std::vector<geo::Polygon>& pieces, geo::Vec2 a, geo::Vec2 b) {
    for (const auto& piece : pieces)
        if (geo::length_inside({a, b}, piece) > 0.05) return true;
    return false;
}

ZoneFairness measure_zone(const std::string& name, const geo::Polygon& zone, const geo::Polygon& enemy,
                          const std::vector<geo::Polygon>& blocking, const model::Battlefield& battlefield) {
    ZoneFairness z;
    z.name = name;
    for (geo::Vec2 p : samples(zone, kAreaStep))
        if (inside_any(blocking, p)) z.blocking_area += kAreaStep * kAreaStep;
    const auto mine = samples(zone, kSightStep), theirs = samples(enemy, kSightStep);
    std::size_t hidden = 0;
    for (geo::Vec2 p : mine) {
        bool seen = false;
        for (geo::Vec2 q : theirs)
            if (!blocked(blocking, p, q)) {
                seen = true;
                break;
            }
        hidden += !seen;
    }
    z.hidden_share = mine.empty() ? 0 : double(hidden) / double(mine.size());
    for (const auto& objective : battlefield.objectives)
        z.objective_distances.push_back(geo::distance(objective.position, zone));
    return z;
}

}  // namespace

Fairness measure_fairness(const model::Battlefield& battlefield) {
    geo::Polygon a, b;
    std::string a_name, b_name;
    if (battlefield.territories.size() >= 2) {
        a = battlefield.territories[0].area;
        b = battlefield.territories[1].area;
        a_name = battlefield.territories[0].name;
        b_name = battlefield.territories[1].name;
    } else if (battlefield.width >= battlefield.depth) {
        const double w = battlefield.width, d = battlefield.depth;
        a = {{{0, 0}, {w, 0}, {w, d / 2}, {0, d / 2}}};
        b = {{{0, d / 2}, {w, d / 2}, {w, d}, {0, d}}};
        a_name = "Near half";
        b_name = "Far half";
    } else {
        const double w = battlefield.width, d = battlefield.depth;
        a = {{{0, 0}, {w / 2, 0}, {w / 2, d}, {0, d}}};
        b = {{{w / 2, 0}, {w, 0}, {w, d}, {w / 2, d}}};
        a_name = "Left half";
        b_name = "Right half";
    }
    std::vector<geo::Polygon> blocking;
    for (const auto& piece : battlefield.pieces)
        if (piece.height >= kSightBlockingHeight && piece.footprint.points.size() >= 3)
            blocking.push_back(piece.on_board());
    Fairness f;
    f.first = measure_zone(a_name, a, b, blocking, battlefield);
    f.second = measure_zone(b_name, b, a, blocking, battlefield);
    for (const auto& objective : battlefield.objectives)
        f.objective_labels.push_back(objective.label.empty() ? "#" + std::to_string(objective.id) : objective.label);
    f.blocking_difference = f.first.blocking_area - f.second.blocking_area;
    f.hidden_difference = f.first.hidden_share - f.second.hidden_share;
    for (std::size_t i = 0; i < f.first.objective_distances.size(); ++i)
        f.distance_differences.push_back(f.first.objective_distances[i] - f.second.objective_distances[i]);
    return f;
}

}  // namespace bb::layout
