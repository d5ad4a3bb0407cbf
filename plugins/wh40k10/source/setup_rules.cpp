#include "setup_rules.hpp"

#include "battleboard/geometry/queries.hpp"
#include "battleboard/rules/placement_checks.hpp"
#include "terrain_features.hpp"

namespace wh40k10 {

namespace {

bool is_hill(const bb::model::TerrainPiece& piece) {
    static const std::vector<bb::sys::CatalogueEntry> features = terrain_features();
    for (const auto& entry : features)
        if (entry.id == piece.catalogue_id) return entry.has_keyword("HILL");
    return false;
}

// A piece whose centre stands on a hill's footprint is set up on that hill, so no part of it may hang over the
// hill's edge. How far it overhangs is its farthest point from the hill.
void check_hill_overhang(const bb::model::Battlefield& battlefield, bb::rules::Findings& findings) {
    for (const auto& hill : battlefield.pieces) {
        if (!is_hill(hill)) continue;
        const bb::geo::Polygon ground = hill.on_board();
        for (const auto& piece : battlefield.pieces) {
            if (piece.id == hill.id) continue;
            const bb::geo::Polygon footprint = piece.on_board();
            if (!bb::geo::contains(ground, bb::geo::centroid(footprint)) || bb::geo::wholly_inside(footprint, ground))
                continue;
            const double overhang = bb::geo::farthest_distance(footprint, ground);
            bb::rules::Finding f;
            f.rule_id = "wh40k10/hill-overhang";
            f.message = piece.label + " stands on " + hill.label + " but hangs " + bb::rules::inches(overhang) +
                        " over its edge; terrain set up on a HILL may not overhang it.";
            f.measured = overhang;
            f.has_measure = true;
            f.piece_ids = {piece.id, hill.id};
            findings.items.push_back(std::move(f));
        }
    }
}

}  // namespace

bb::Result<bb::rules::Findings> validate_setup(const bb::model::Battlefield& battlefield) {
    bb::rules::Findings findings;
    bb::rules::check_pieces_on_board(battlefield, findings);
    check_hill_overhang(battlefield, findings);
    return findings;
}

}  // namespace wh40k10
