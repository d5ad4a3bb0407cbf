#pragma once
// The chapter's named examples of each category, with the dice tables their effects roll on.
#include "battleboard/system/system_description.hpp"

namespace wfb8 {

struct Examples {
    std::vector<bb::sys::CatalogueEntry> entries;
    std::vector<bb::sys::DiceTable> tables;
};

Examples hill_examples();
Examples forest_examples();
Examples river_examples();
Examples marshland_examples();
Examples obstacle_examples();
Examples mystical_monument_examples();
Examples arcane_architecture_examples();

}  // namespace wfb8
