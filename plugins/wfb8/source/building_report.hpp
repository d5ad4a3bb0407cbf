#pragma once
// The "building" operation for wfb8: who may garrison a building, how many of them shoot, and how an
// assault on it is fought (assault party, lost bonuses, outcomes).
#include "battleboard/result.hpp"
#include "buildings/building_operations.hpp"

namespace wfb8 {
bb::Result<bb::plugin::BuildingReport> building_report(const bb::plugin::BuildingQuery& query);
}  // namespace wfb8
