#pragma once
// What the player chose for "Generate layout" (symmetry, density, their terrain box) and the feature count it
// leads to, apart from the request it becomes so the panel and the tests need no plugin.
#include "battleboard/layout/generate_layout.hpp"
#include "battleboard/layout/terrain_box.hpp"

namespace app {

// How the player asked for a layout: symmetric for both players, and how many features more or fewer than
// the system's usual count (the density).
struct GenerateOptions {
    bb::layout::Symmetry symmetry = bb::layout::Symmetry::None;
    int density = 0;
    // The player's own pieces to draw from instead of the catalogue (each at most once); none for the catalogue.
    const bb::layout::TerrainBox* box = nullptr;
};

// How many features a generation adds to reach: the system's usual count for the board (no more than the box
// holds, when drawing from one) plus the density, at least one.
int wanted_features(int usual, const GenerateOptions& options);

}  // namespace app
