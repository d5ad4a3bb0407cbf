#pragma once
#include "battleboard/model/battlefield.hpp"
#include "battleboard/result.hpp"
#include "battleboard/rules/findings.hpp"

namespace aos4 {
// Matched play terrain set-up (General's Handbook 2024-25, Set Up the Battlefield): every terrain feature
// more than 3" from the edge, more than 3" from all objectives and more than 6" from other features.
bb::Result<bb::rules::Findings> validate_setup(const bb::model::Battlefield& battlefield);
} // namespace aos4
