#pragma once
// Shooting to and from buildings: the garrison's full cover, its all-round vision and range from the walls.
#include "battleboard/result.hpp"
#include "battleboard/rules/sight.hpp"

namespace tow {

bb::Result<bb::rules::SightAnswer> answer_sight(const bb::rules::SightQuestion& question);

}  // namespace tow
