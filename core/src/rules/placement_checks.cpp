#include "battleboard/rules/placement_checks.hpp"

#include "battleboard/geometry/queries.hpp"

#include <algorithm>
#include <cstdio>
#include <vector>

namespace bb::rules {

std::string inches(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f\"", value);
    return text;
}

namespace {

Finding breach(const std::string& rule_id, std::string message, double measured, double limit) {
    Finding f;
    f.rule_id = rule_id;
    f.message = std::move(message);
    f.measured = measured;
    f.limit = limit;
    f.has_measure = true;
    return f;
}

double edge_distance(const geo::Polygon& footprint, double width, double depth) {
    double nearest = 1e300;
    for (auto p : footprint.points) nearest = std::min({nearest, p.x, p.y, width - p.x, depth - p.y});
    return nearest;
}

}  // namespace

void check_pieces_on_board(const model::Battlefield& battlefield, Findings& findings) {
    const geo::Polygon board = battlefield.board();
    for (const auto& piece : battlefield.pieces) {
        if (geo::wholly_inside(piece.on_board(), board)) continue;
        Finding f = breach("board/on-board", piece.label + " hangs over the battlefield edge.", 0, 0);
        f.has_measure = false;
        f.piece_ids = {piece.id};
        findings.items.push_back(std::move(f));
    }
}

void check_edge_distance(const model::Battlefield& battlefield, double limit, const std::string& rule_id,
                         Findings& findings) {
    for (const auto& piece : battlefield.pieces) {
        const double d = std::max(0.0, edge_distance(piece.on_board(), battlefield.width, battlefield.depth));
        if (geo::more_than(d, limit)) continue;
        Finding f = breach(rule_id,
                           piece.label + " is " + inches(d) + " from the battlefield edge; it must be more than " +
                               inches(limit) + " away.",
                           d, limit);
        f.piece_ids = {piece.id};
        findings.items.push_back(std::move(f));
    }
}

void check_objective_distance(const model::Battlefield& battlefield, double limit, const std::string& rule_id,
                              Findings& findings) {
    for (const auto& piece : battlefield.pieces) {
        const geo::Polygon footprint = piece.on_board();
        const geo::Bounds box = geo::bounds(footprint);
        for (const auto& objective : battlefield.objectives) {
            // A marker whose box lies more than the limit from the piece's box is certainly far enough.
            const geo::Circle marker = objective.marker();
            const double gap_x = std::max(
                {0.0, box.min.x - (marker.centre.x + marker.radius), (marker.centre.x - marker.radius) - box.max.x});
            const double gap_y = std::max(
                {0.0, box.min.y - (marker.centre.y + marker.radius), (marker.centre.y - marker.radius) - box.max.y});
            if (geo::more_than(std::max(gap_x, gap_y), limit)) continue;
            const double d = geo::distance(marker, footprint);
            if (geo::more_than(d, limit)) continue;
            const std::string name = objective.label.empty() ? "an objective" : "objective " + objective.label;
            Finding f = breach(rule_id,
                               piece.label + " is " + inches(d) + " from " + name + "; it must be more than " +
                                   inches(limit) + " away.",
                               d, limit);
            f.piece_ids = {piece.id};
            f.objective_ids = {objective.id};
            findings.items.push_back(std::move(f));
        }
    }
}

void check_piece_spacing(const model::Battlefield& battlefield, double limit, const std::string& rule_id,
                         Findings& findings) {
    const auto& pieces = battlefield.pieces;
    // Each outline and its box once: pieces whose boxes lie more than the limit apart are certainly far enough
    // (the outlines are no nearer than their boxes), so only the near pairs are measured.
    std::vector<geo::Polygon> outlines;
    std::vector<geo::Bounds> boxes;
    for (const auto& piece : pieces) {
        outlines.push_back(piece.on_board());
        boxes.push_back(geo::bounds(outlines.back()));
    }
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        for (std::size_t j = i + 1; j < pieces.size(); ++j) {
            if (geo::more_than(geo::gap(boxes[i], boxes[j]), limit)) continue;
            // Edges farther apart than the limit (and a margin far above rounding) cannot make a breach.
            const double d = geo::distance_up_to(outlines[i], outlines[j], limit + geo::kTolerance + 1e-3);
            if (geo::more_than(d, limit)) continue;
            Finding f = breach(rule_id,
                               pieces[i].label + " and " + pieces[j].label + " are " + inches(d) +
                                   " apart; they must be more than " + inches(limit) + " apart.",
                               d, limit);
            f.piece_ids = {pieces[i].id, pieces[j].id};
            findings.items.push_back(std::move(f));
        }
    }
}

}  // namespace bb::rules
