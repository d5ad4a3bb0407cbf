#pragma once
#include "battleboard/model/battlefield.hpp"
#include "battleboard/result.hpp"
#include "battleboard/rules/findings.hpp"

namespace tow {
// The "validate" operation: every piece on the board; for each building, advice giving its widest
// dimension and whether it may be occupied; a breach where the players marked a building under 4" occupiable
// or recorded an occupant that may not be inside.
bb::Result<bb::rules::Findings> validate_setup(const bb::model::Battlefield& battlefield);
}  // namespace tow
