#pragma once
// Setup checks many game systems share. Each adds a Finding per breach, with the measured distance.
#include "battleboard/model/battlefield.hpp"
#include "battleboard/rules/findings.hpp"

namespace bb::rules {

// A measurement as findings print it: 2 decimals and the inch mark, e.g. 6.01".
std::string inches(double value);

// Every piece stands wholly on the board.
void check_pieces_on_board(const model::Battlefield& battlefield, Findings& findings);

// Every piece is more than `inches` from each battlefield edge.
void check_edge_distance(const model::Battlefield& battlefield, double inches, const std::string& rule_id,
                         Findings& findings);

// Every piece is more than `inches` from every objective marker.
void check_objective_distance(const model::Battlefield& battlefield, double inches, const std::string& rule_id,
                              Findings& findings);

// Every pair of pieces is more than `inches` apart.
void check_piece_spacing(const model::Battlefield& battlefield, double inches, const std::string& rule_id,
                         Findings& findings);

}  // namespace bb::rules
