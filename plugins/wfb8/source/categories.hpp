#pragma once
// The terrain categories of the Battlefield Terrain chapter as generic, placeable pieces. Each named example
// starts from its category's piece, so it shares the category's rules, numbers and tables.
#include "battleboard/system/system_description.hpp"

namespace wfb8 {

namespace category {
inline constexpr const char* kImpassable = "Impassable Terrain";
inline constexpr const char* kDangerous = "Dangerous Terrain";
inline constexpr const char* kHill = "Hill";
inline constexpr const char* kForest = "Forest";
inline constexpr const char* kRiver = "River";
inline constexpr const char* kMarshland = "Marshland";
inline constexpr const char* kObstacle = "Obstacle";
inline constexpr const char* kMysticalMonument = "Mystical Monument";
inline constexpr const char* kBuilding = "Building";
inline constexpr const char* kArcaneArchitecture = "Arcane Architecture";
}  // namespace category

bb::sys::CatalogueEntry impassable_terrain();
bb::sys::CatalogueEntry dangerous_terrain();
bb::sys::CatalogueEntry hill();
bb::sys::CatalogueEntry forest();
bb::sys::CatalogueEntry river();
bb::sys::CatalogueEntry marshland();
bb::sys::CatalogueEntry obstacle();
bb::sys::CatalogueEntry mystical_monument();
bb::sys::CatalogueEntry building();
bb::sys::CatalogueEntry arcane_architecture();

// All of the above, in the chapter's order.
std::vector<bb::sys::CatalogueEntry> categories();

}  // namespace wfb8
