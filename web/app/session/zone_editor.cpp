#include "app/session/zone_editor.hpp"

#include "battleboard/geometry/queries.hpp"
#include "battleboard/link/limits.hpp"

#include <algorithm>
#include <cmath>

namespace app {

namespace {
constexpr double kZoneStep = 0.5;
}  // namespace

void ZoneEditor::start_drawing() {
    drawing = true;
    draft.clear();
    message.clear();
}

void ZoneEditor::add_corner(bb::geo::Vec2 at) {
    // A second tap on the last corner is a slip of the finger, not a corner.
    if (!draft.empty() && bb::geo::distance(draft.back(), at) < kZoneStep / 2) return;
    if (draft.size() >= bb::link::kMaxPolygonPoints) {
        message = "A zone can have at most " + std::to_string(bb::link::kMaxPolygonPoints) + " corners.";
        return;
    }
    draft.push_back(at);
    message.clear();
}

void ZoneEditor::undo_corner() {
    if (!draft.empty()) draft.pop_back();
    message.clear();
}

void ZoneEditor::cancel() {
    drawing = false;
    draft.clear();
    message.clear();
}

bool ZoneEditor::finish(bb::model::Battlefield& battlefield) {
    if (battlefield.territories.size() >= bb::link::kMaxTerritories) {
        message = "A battlefield can have at most " + std::to_string(bb::link::kMaxTerritories) + " zones.";
        return false;
    }
    if (draft.size() < 3) {
        message = "Tap at least three corners on the board.";
        return false;
    }
    const bb::geo::Polygon area{draft};
    if (!bb::geo::is_simple(area)) {
        message = "The outline crosses itself: undo the last corners and go round the zone in order.";
        return false;
    }
    battlefield.territories.push_back({next_zone_name(battlefield), area});
    cancel();
    return true;
}

std::optional<ZoneCorner> ZoneEditor::corner_at(const bb::model::Battlefield& battlefield, bb::geo::Vec2 at,
                                                double reach) const {
    std::optional<ZoneCorner> best;
    double best_distance = reach;
    for (std::size_t z = 0; z < battlefield.territories.size(); ++z) {
        const auto& points = battlefield.territories[z].area.points;
        for (std::size_t c = 0; c < points.size(); ++c) {
            const double d = bb::geo::distance(points[c], at);
            if (d > best_distance) continue;
            best_distance = d;
            best = ZoneCorner{z, c};
        }
    }
    return best;
}

bb::geo::Vec2 snap_zone_point(bb::geo::Vec2 at, const bb::model::Battlefield& battlefield) {
    const auto snap = [](double v, double limit) {
        return std::clamp(std::round(v / kZoneStep) * kZoneStep, 0.0, limit);
    };
    return {snap(at.x, battlefield.width), snap(at.y, battlefield.depth)};
}

std::string next_zone_name(const bb::model::Battlefield& battlefield) {
    for (int n = 1;; ++n) {
        std::string name = "Zone " + std::to_string(n);
        const bool used = std::any_of(battlefield.territories.begin(), battlefield.territories.end(),
                                      [&](const auto& t) { return t.name == name; });
        if (!used) return name;
    }
}

}  // namespace app
