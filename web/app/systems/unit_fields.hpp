#pragma once
// The fields describing a unit in a building panel: its troop type (or nobody), name, models and Unit
// Strength. Shared by the building's occupant and the unit assaulting it.
#include "battleboard/plugin/building_operations.hpp"

#include <string>
#include <vector>

namespace app {

// Draws the fields under widget keys "<key>:troop-type", "<key>:troop-type:<type>" (or ":none"), "<key>:name",
// "<key>:models" and "<key>:unit-strength"; the rest only once a troop type is picked. Returns whether
// anything changed.
bool unit_fields(const std::string& key, bb::plugin::UnitProfile& unit, const std::vector<std::string>& troop_types,
                 const char* nobody, bool with_name);

}  // namespace app
