#pragma once
// Shooting to and from buildings: the garrison's full cover, its all-round vision and range from the walls.
#include "battleboard/result.hpp"
#include "battleboard/rules/sight_map.hpp"

namespace tow {

// The system's rules applied to the lines between the two bases.
bb::rules::SightAnswer judge_sight(const bb::rules::SightQuestion& question, const bb::rules::SightLines& lines);
bb::Result<bb::rules::SightAnswer> answer_sight(const bb::rules::SightQuestion& question);
bb::Result<bb::rules::SightMap> answer_sight_map(const bb::rules::SightMapQuestion& question);

}  // namespace tow
