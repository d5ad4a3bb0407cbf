#pragma once
#include "battleboard/model/battlefield.hpp"
#include "battleboard/result.hpp"
#include "battleboard/rules/findings.hpp"

namespace wfb8 {
// The "validate" operation: every piece on the board; buildings of 6" or more advised to be split into
// sections; a garrison recorded on a building must be a troop type that fits inside.
bb::Result<bb::rules::Findings> validate_setup(const bb::model::Battlefield& battlefield);
}  // namespace wfb8
