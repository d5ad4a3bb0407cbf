#pragma once
#include "battleboard/model/battlefield.hpp"
#include "battleboard/result.hpp"
#include "battleboard/rules/findings.hpp"

namespace wh40k10 {
// Terrain set-up: every piece on the battlefield, and terrain standing on a HILL does not overhang it.
bb::Result<bb::rules::Findings> validate_setup(const bb::model::Battlefield& battlefield);
}  // namespace wh40k10
