#pragma once
// Dice drawn as large faces with ImGui's draw list: pips for D6 and D3, the number for 2D6 and D66; successes
// bright with a green edge, failures dimmed, re-rolled dice marked with an orange corner.
#include "battleboard/dice/dice_pool.hpp"

#include <string>

namespace app {

// Lays the dice out in rows across the available width; each face's rectangle is noted as `key_prefix:<i>`.
void draw_dice_faces(const bb::dice::StepRoll& roll, bb::dice::DieKind kind, const std::string& key_prefix);

}  // namespace app
