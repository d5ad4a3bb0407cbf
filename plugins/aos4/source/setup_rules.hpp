#pragma once
#include "battleboard/model/battlefield.hpp"
#include "battleboard/result.hpp"
#include "battleboard/rules/findings.hpp"

namespace aos4 {
// Matched play terrain set-up (General's Handbook 2024-25, Set Up the Battlefield): each terrain feature farther
// than 3" from the battlefield edge and from every objective, and farther than 6" from other features (breaches); the
// recommended mix of sizes and pieces measuring outside their Citadel Terrain List sizes (advice).
bb::Result<bb::rules::Findings> validate_setup(const bb::model::Battlefield& battlefield);
}  // namespace aos4
