#pragma once
// The Sight tab: the answer to "can he see me, am I in cover, and why", and the two models' bases and
// keywords.
#include "app/session/sight_tool.hpp"
#include "app/session/system_library.hpp"

namespace app {

void draw_sight_tab(const SystemLibrary& library, SightTool& sight);
// The system's answer about the two bases: seen or not, cover, and the pieces responsible.
void draw_sight_answer(const SightTool& sight);

}  // namespace app
