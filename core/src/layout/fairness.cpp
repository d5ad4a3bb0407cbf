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

ZoneFairness measure_zone(const std::string& name, const geo::Polygon& zone, const std::vector<geo::Polygon>& blocking,
                          const model::Battlefield& battlefield) {
    ZoneFairness z;
    z.name = name;
    for (geo::Vec2 p : samples(zone, kAreaStep))
        if (inside_any(blocking, p)) z.blocking_area += kAreaStep * kAreaStep;
    for (const auto& objective : battlefield.objectives)
        z.objective_distances.push_back(geo::distance(objective.position, zone));
    return z;
}

}  // namespace

FairnessMeasure::FairnessMeasure(const model::Battlefield& battlefield) {
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
    for (const auto& outline : blocking) blocking_.push_back({outline, geo::bounds(outline)});
    fairness_.first = measure_zone(a_name, a, blocking, battlefield);
    fairness_.second = measure_zone(b_name, b, blocking, battlefield);
    for (const auto& objective : battlefield.objectives)
        fairness_.objective_labels.push_back(objective.label.empty() ? "#" + std::to_string(objective.id)
                                                                     : objective.label);
    sight_[0] = samples(a, kSightStep);
    sight_[1] = samples(b, kSightStep);
    if (sight_[0].empty()) zone_ = 1;
    if (zone_ == 1 && sight_[1].empty()) finish();
}

// Some blocking piece lies across the line (it runs inside the footprint for more than a touch); a piece whose
// box the line's box misses cannot.
bool FairnessMeasure::blocked(geo::Vec2 a, geo::Vec2 b) const {
    const geo::Vec2 lo{std::min(a.x, b.x), std::min(a.y, b.y)}, hi{std::max(a.x, b.x), std::max(a.y, b.y)};
    for (const auto& piece : blocking_) {
        if (hi.x < piece.box.min.x || lo.x > piece.box.max.x || hi.y < piece.box.min.y || lo.y > piece.box.max.y)
            continue;
        if (geo::length_inside({a, b}, piece.outline) > 0.05) return true;
    }
    return false;
}

bool FairnessMeasure::step(std::size_t lines) {
    std::size_t looked = 0;
    while (!finished() && looked < lines) {
        const geo::Vec2 p = sight_[zone_][sample_];
        bool seen = false;
        for (geo::Vec2 q : sight_[1 - zone_]) {
            ++looked;
            if (!blocked(p, q)) {
                seen = true;
                break;
            }
        }
        hidden_ += !seen;
        if (++sample_ < sight_[zone_].size()) continue;
        auto& zone = zone_ == 0 ? fairness_.first : fairness_.second;
        zone.hidden_share = double(hidden_) / double(sight_[zone_].size());
        sample_ = hidden_ = 0;
        if (++zone_ == 1 && sight_[1].empty()) ++zone_;
        if (finished()) finish();
    }
    return finished();
}

void FairnessMeasure::finish() {
    zone_ = 2;
    auto& f = fairness_;
    f.blocking_difference = f.first.blocking_area - f.second.blocking_area;
    f.hidden_difference = f.first.hidden_share - f.second.hidden_share;
    f.distance_differences.clear();
    for (std::size_t i = 0; i < f.first.objective_distances.size(); ++i)
        f.distance_differences.push_back(f.first.objective_distances[i] - f.second.objective_distances[i]);
}

Fairness measure_fairness(const model::Battlefield& battlefield) {
    FairnessMeasure measure(battlefield);
    while (!measure.step(std::size_t(-1))) {
    }
    return measure.result();
}

}  // namespace bb::layout
