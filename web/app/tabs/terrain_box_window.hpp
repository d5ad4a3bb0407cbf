#pragma once
// Editing the player's terrain box: the Terrain tab's toggle and button, and the box's window (each piece with
// Edit and Remove, and a form to add pieces of a catalogue kind with a name, a size in inches and a count).
#include "app/session/battlefields.hpp"
#include "app/session/system_library.hpp"
#include "app/session/terrain_box_store.hpp"

namespace app {

// Rows the toggle and the box button take in the Generate panel.
float terrain_box_controls_height();
void draw_terrain_box_controls(const SystemLibrary& library, TerrainBoxes& boxes);
// The box's window, over everything else when open; call late in the frame.
void draw_terrain_box_window(const SystemLibrary& library, const Battlefields& battles, TerrainBoxes& boxes);

}  // namespace app
