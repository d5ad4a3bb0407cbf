#pragma once
// The Dice tab: set up a pool (kind, count, target, re-rolls, a second step), roll it with one tap, see the dice
// as large faces with the successes marked, repeat it with "Again", and read the battle's roll log.
#include "app/session/battlefields.hpp"
#include "app/session/dice_tray.hpp"
#include "app/session/table_dice.hpp"

namespace app {

void draw_dice_tab(DiceTray& tray, TableDice& dice, Battlefields& battles);

}  // namespace app
