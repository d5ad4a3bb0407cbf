#pragma once
// The Terrain tab's catalogue: the system's pieces for the edition, filtered by name or category, a tap adding
// one to the board (selected), and the objective marker button under the list.
#include "app/session/battlefields.hpp"
#include "app/session/selection.hpp"
#include "app/session/system_library.hpp"

#include <string>

namespace app {

// A filterable list filling the tab but `reserve_below` (for what the tab shows under it). Returns whether a
// piece or a marker was added.
bool draw_catalogue(const SystemLibrary& library, Battlefields& battles, Selection& selection, std::string& filter,
                    float reserve_below);

}  // namespace app
