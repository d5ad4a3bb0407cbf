#include "battleboard/layout/free_spot.hpp"

#include "battleboard/geometry/queries.hpp"

#include <algorithm>
#include <cmath>

namespace bb::layout {

std::optional<geo::Vec2> free_spot(const model::Battlefield& battlefield, const geo::Polygon& footprint,
                                   double rotation, double gap) {
    const geo::Vec2 middle{battlefield.width / 2, battlefield.depth / 2};
    std::vector<geo::Vec2> candidates;
    for (double x = 0.5; x < battlefield.width; x += 1.0)
        for (double y = 0.5; y < battlefield.depth; y += 1.0) candidates.push_back({x, y});
    std::sort(candidates.begin(), candidates.end(),
              [&](geo::Vec2 a, geo::Vec2 b) { return geo::distance(a, middle) < geo::distance(b, middle); });
    const geo::Polygon board = battlefield.board();
    std::vector<geo::Polygon> others;
    for (const auto& piece : battlefield.pieces) others.push_back(piece.on_board());
    // Objective markers too: a piece set on one would hide its label.
    for (const auto& objective : battlefield.objectives)
        others.push_back(geo::placed(geo::ellipse(objective.diameter, objective.diameter), objective.position, 0));
    for (geo::Vec2 spot : candidates) {
        const geo::Polygon placed = geo::placed(footprint, spot, rotation);
        if (!geo::wholly_inside(placed, board)) continue;
        if (std::all_of(others.begin(), others.end(),
                        [&](const geo::Polygon& other) { return geo::distance(placed, other) >= gap; }))
            return spot;
    }
    return std::nullopt;
}

std::optional<geo::Vec2> free_spot_near(const model::Battlefield& battlefield, const geo::Polygon& footprint,
                                        double rotation, double gap, const geo::Polygon& anchor, double range) {
    const geo::Bounds box = geo::bounds(anchor);
    const geo::Vec2 middle = geo::centroid(anchor);
    const geo::Polygon board = battlefield.board();
    std::vector<geo::Polygon> others;
    for (const auto& piece : battlefield.pieces) others.push_back(piece.on_board());
    std::optional<geo::Vec2> best;
    double best_gap = 0, best_off_centre = 0;
    constexpr double kStep = 0.5;
    for (double x = std::floor(box.min.x - range); x <= box.max.x + range; x += kStep) {
        for (double y = std::floor(box.min.y - range); y <= box.max.y + range; y += kStep) {
            const geo::Vec2 spot{x, y};
            const geo::Polygon placed = geo::placed(footprint, spot, rotation);
            if (!geo::wholly_inside(placed, board) || !geo::wholly_within(placed, anchor, range)) continue;
            if (!std::all_of(others.begin(), others.end(),
                             [&](const geo::Polygon& other) { return geo::distance(placed, other) >= gap; }))
                continue;
            // Hug the anchor; among equally close spots, take the one facing the middle of a side.
            const double to_anchor = geo::distance(placed, anchor), off_centre = geo::distance(spot, middle);
            const bool closer = !best || to_anchor < best_gap - geo::kTolerance ||
                                (to_anchor <= best_gap + geo::kTolerance && off_centre < best_off_centre);
            if (!closer) continue;
            best = spot;
            best_gap = to_anchor;
            best_off_centre = off_centre;
        }
    }
    return best;
}

}  // namespace bb::layout
