#pragma once
// "Generate layout": fills the board with legal terrain from the system's catalogue.
#include "app/session/battlefields.hpp"
#include "app/session/layout_job.hpp"
#include "app/session/selection.hpp"
#include "app/session/setup_sheet_job.hpp"
#include "app/session/system_library.hpp"
#include "app/session/terrain_box_store.hpp"

namespace app {

// The height the panel will take at the current content width, so the catalogue above it can leave room.
// What the panel reads and starts: the generator and the setup sheet, the terrain boxes they may draw from, the
// board they work on and the pieces pinned there.
struct GenerateParts {
    const SystemLibrary& library;
    Battlefields& battles;
    Selection& selection;
    LayoutJob& generation;
    SetupSheetJob& setup_sheet;
    TerrainBoxes& boxes;
};

// The height the panel will take at the current content width, so the catalogue above it can leave room.
float generate_section_height(const GenerateParts& parts);
void draw_generate_section(const GenerateParts& parts);

}  // namespace app
