#pragma once
#include "battleboard/model/battlefield.hpp"
#include "battleboard/rules/findings.hpp"

namespace wh40k7 {
// Advice, not breaches: which shield generators are within 6" of each other and so raise a shield barrier
// along the line between them, and which stand alone and raise none.
void report_shield_barriers(const bb::model::Battlefield& battlefield, bb::rules::Findings& findings);
}  // namespace wh40k7
