#pragma once
// Tables every piece of a category may need: Dangerous Terrain tests and hits on a garrison from templates.
#include "battleboard/system/dice_table.hpp"

namespace wfb8 {

namespace table {
inline constexpr const char* kDangerousTerrain = "dangerous-terrain";
inline constexpr const char* kDangerousTerrainOneOrTwo = "dangerous-terrain-1-2";
inline constexpr const char* kChariotMishap = "chariot-dangerous-wounds";
inline constexpr const char* kBuildingTemplateHits = "building-template-hits";
}  // namespace table

std::vector<bb::sys::DiceTable> category_tables();

}  // namespace wfb8
