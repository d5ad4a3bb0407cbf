#include "upgrade_placement.hpp"

#include "attributes.hpp"
#include "battleboard/geometry/queries.hpp"
#include "battleboard/rules/placement_checks.hpp"
#include "finding.hpp"

#include <algorithm>

namespace wh40k7 {

using bb::model::TerrainPiece;
using bb::rules::inches;

namespace {

// A section's length is the long side of its footprint in its own frame, however it is turned on the table.
double section_length(const TerrainPiece& section) {
    const auto box = bb::geo::bounds(section.footprint);
    return std::max(box.width(), box.depth());
}

void check_piece(const TerrainPiece& piece, const TerrainPiece& fortification, const FortificationKind& kind,
                 bb::rules::Findings& findings) {
    const bool obstacle = find_obstacle_upgrade(piece.catalogue_id) != nullptr;
    if (!obstacle && !is_battlement_upgrade(piece.catalogue_id)) return;  // reported with the fortification's bill
    const std::vector<std::uint32_t> both = {piece.id, fortification.id};
    if (obstacle) {
        const double length = section_length(piece);
        if (bb::geo::more_than(length, kMaxSectionLength))
            findings.items.push_back(
                measured(finding("obstacle-length",
                                 piece.label + " is " + inches(length) + " long; an obstacle section may be up to " +
                                     inches(kMaxSectionLength) + ".",
                                 both),
                         length, kMaxSectionLength));
    }
    const bb::geo::Polygon footprint = piece.on_board(), ground = fortification.on_board();
    const double reach = bb::geo::farthest_distance(footprint, ground);
    if (bb::geo::more_than(reach, kUpgradeRange))
        findings.items.push_back(
            measured(finding(obstacle ? "obstacle-distance" : "battlement-upgrade-distance",
                             piece.label + " reaches " + inches(reach) + " from " + fortification.label +
                                 "; it must be wholly within " + inches(kUpgradeRange) + " of it.",
                             both),
                     reach, kUpgradeRange));
    if (!obstacle && !has_battlements(fortification, kind) && bb::geo::contains(ground, bb::geo::centroid(footprint)))
        findings.items.push_back(finding("no-battlements",
                                         piece.label + " stands on " + fortification.label +
                                             ", which has no battlements; place it on the table "
                                             "nearby instead.",
                                         both));
}

}  // namespace

void check_upgrade_placement(const bb::model::Battlefield& battlefield, bb::rules::Findings& findings) {
    for (const auto& piece : battlefield.pieces) {
        const auto owner = bought_for(piece);
        if (!owner) continue;
        const TerrainPiece* fortification = battlefield.find_piece(*owner);
        const FortificationKind* kind = fortification ? find_fortification_kind(fortification->catalogue_id) : nullptr;
        if (!kind) {
            findings.items.push_back(finding("bought-for",
                                             piece.label + " is bought for piece " + std::to_string(*owner) +
                                                 ", which is not a fortification on the table.",
                                             {piece.id}));
            continue;
        }
        check_piece(piece, *fortification, *kind, findings);
    }
}

}  // namespace wh40k7
