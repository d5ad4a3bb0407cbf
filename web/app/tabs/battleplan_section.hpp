#pragma once
#include "app/session/battlefields.hpp"
#include "app/session/selection.hpp"
#include "app/session/system_library.hpp"
#include "app/session/table_dice.hpp"

namespace app {

// Pick or roll the battleplan (mission, deployment map); shows its twist and scoring, and warns when its
// map is a default to check against the book.
void draw_battleplan_section(const SystemLibrary& library, Battlefields& battles, Selection& selection,
                             TableDice& dice);

}  // namespace app
