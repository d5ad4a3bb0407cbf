#include "setup_rules.hpp"

#include "battleboard/rules/placement_checks.hpp"

namespace aos4 {

bb::Result<bb::rules::Findings> validate_setup(const bb::model::Battlefield& battlefield) {
    bb::rules::Findings findings;
    bb::rules::check_pieces_on_board(battlefield, findings);
    bb::rules::check_edge_distance(battlefield, 3.0, "aos4/terrain-edge-distance", findings);
    bb::rules::check_objective_distance(battlefield, 3.0, "aos4/terrain-objective-distance", findings);
    bb::rules::check_piece_spacing(battlefield, 6.0, "aos4/terrain-spacing", findings);
    return findings;
}

} // namespace aos4
