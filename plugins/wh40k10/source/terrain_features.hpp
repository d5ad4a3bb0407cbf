#pragma once
#include "battleboard/system/system_description.hpp"

namespace wh40k10 {
// The six terrain features of the Core Rules with their keywords, rules and a default footprint.
std::vector<bb::sys::CatalogueEntry> terrain_features();
}  // namespace wh40k10
