#pragma once
// Example Skirmish's one dice table.
#include "battleboard/system/dice_table.hpp"

namespace example {

bb::sys::DiceTable scavenge_table();

}  // namespace example
