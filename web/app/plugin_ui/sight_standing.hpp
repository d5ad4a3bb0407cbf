#pragma once
// How high a model in the Sight tab stands, in the terms its game system judges by: the system's description
// lists the steppers it wants (sys::StandingControl) and each sets one field of the model's ModelSpot. The
// single verdict and the heat map both read that ModelSpot, so both follow these controls.
#include "battleboard/rules/sight.hpp"
#include "battleboard/system/model_standing.hpp"

#include <vector>

namespace app {

// One stepper per control under `key` (widgets "sight-CONTROLKEY:KEY:minus" and ":plus").
void draw_standing_controls(const std::vector<bb::sys::StandingControl>& controls, const char* key,
                            bb::rules::ModelSpot& model);

}  // namespace app
