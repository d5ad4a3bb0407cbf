#pragma once
// The Old World's placeable buildings, the numbers their rules use (under stable property keys) and the
// tables players roll when an occupied building is hit.
#include "battleboard/system/system_description.hpp"

#include <string_view>

namespace tow {

namespace key {
inline constexpr std::string_view kOccupiableAtLeast = "occupiable-at-least";
inline constexpr std::string_view kMaxUnitStrength = "max-unit-strength";
inline constexpr std::string_view kVisionArc = "vision-arc";
inline constexpr std::string_view kShootersShare = "shooters-share";
inline constexpr std::string_view kTemplateHitsOn = "template-hits-on";
inline constexpr std::string_view kCannonHitStrength = "cannon-hit-strength";
inline constexpr std::string_view kCannonHitAp = "cannon-hit-ap";
inline constexpr std::string_view kAssaultModelsPerSide = "assault-models-per-side";
}  // namespace key

inline constexpr const char* kBuildingCategory = "Building";

std::vector<bb::sys::CatalogueEntry> catalogue();
std::vector<bb::sys::DiceTable> dice_tables();
// The entry a piece was made from (built once); nullptr for ids this plugin does not know.
const bb::sys::CatalogueEntry* find_entry(const std::string& catalogue_id);
// The entry's property under `key`, 0 when it has none: rules read their numbers from the data.
double number(const bb::sys::CatalogueEntry& entry, std::string_view key);

}  // namespace tow
