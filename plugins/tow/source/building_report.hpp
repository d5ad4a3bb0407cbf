#pragma once
// The "building" operation for The Old World: whether a building may be occupied (4" wide and the players'
// agreement), whether a unit may occupy it, how many shoot, and how an assault on it is fought.
#include "battleboard/result.hpp"
#include "buildings/building_operations.hpp"

namespace tow {
bb::Result<bb::plugin::BuildingReport> building_report(const bb::plugin::BuildingQuery& query);
}  // namespace tow
