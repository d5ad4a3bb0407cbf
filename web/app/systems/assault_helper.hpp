#pragma once
// The assault helper of a building panel: the unit assaulting the building, and from the plugin's report
// who fights on each side, what neither side has in the fight and what may happen after it.
#include "battleboard/plugin/building_operations.hpp"

namespace app {

// The assailant's troop type, models and Unit Strength.
void assailant_fields(bb::plugin::UnitProfile& assailant, const std::vector<std::string>& troop_types);
void draw_assault(const bb::plugin::BuildingReport& report, const bb::plugin::UnitProfile& assailant);

}  // namespace app
