#pragma once
#include "app/session/battlefield_edits.hpp"
#include "app/session/battlefields.hpp"
#include "app/session/selection.hpp"

namespace app {

// The selected objective marker: its name, where it is, and a way to remove it.
void draw_objective_section(Battlefields& battles, Selection& selection, Deletions& deletions);

}  // namespace app
