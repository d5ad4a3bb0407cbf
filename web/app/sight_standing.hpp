#pragma once
// How high a model in the Sight tab stands, in the terms its game system judges by: 40K 10th edition asks how
// far above ground level the base is (plunging fire from 6" or more up in a ruin), Warhammer Fantasy 8th
// edition asks for the model's Line of Sight value and the building floor it stands on. The single verdict
// and the heat map both read the same ModelSpot, so both follow these controls.
#include "battleboard/rules/sight.hpp"

#include <string>

namespace app {

// Steppers for the model's standing under `key` (widgets "sight-up:KEY", "sight-floor:KEY", "sight-los:KEY");
// nothing for systems whose sight rules ask neither.
void draw_standing_controls(const std::string& system_id, const char* key, bb::rules::ModelSpot& model);

}  // namespace app
