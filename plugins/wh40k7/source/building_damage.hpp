#pragma once
#include "battleboard/result.hpp"
#include "battleboard/system/dice_table.hpp"
#include "fortification_ops.hpp"

namespace wh40k7 {

// The D3 a Catastrophic Breach leads to; never rolled on its own.
inline constexpr const char* kArmourLossTable = "building-armour-loss";

// The Building Damage Table as D6 tables for net modifiers -1, 0 (id "building-damage"), +1 and +2, each
// covering every total its dice can make, plus the D3 a Catastrophic Breach takes off the Armour Value.
std::vector<bb::sys::DiceTable> building_damage_tables();

// The paragraph of the table that a result's text restates (its section is named by the result, e.g.
// "Catastrophic Breach"); empty for a name that is not a result.
bb::sys::SourceRef damage_result_source(const std::string& result);

// The "wh40k7/damage-building" operation: applies a roll on one of those tables to a building.
bb::Result<bb::plugin::wh40k7_ops::DamageOutcome> damage_building(
    const bb::plugin::wh40k7_ops::BuildingDamage& request);

}  // namespace wh40k7
