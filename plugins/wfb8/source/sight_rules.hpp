#pragma once
// Line of sight and cover between two models, from the terrain's Line of Sight values and cover rules.
#include "battleboard/result.hpp"
#include "battleboard/rules/sight_map.hpp"
#include "battleboard/system/model_standing.hpp"

#include <vector>

namespace wfb8 {

// The system's rules applied to the lines between the two bases.
bb::rules::SightAnswer judge_sight(const bb::rules::SightQuestion& question, const bb::rules::SightLines& lines);
bb::Result<bb::rules::SightAnswer> answer_sight(const bb::rules::SightQuestion& question);
bb::Result<bb::rules::SightMap> answer_sight_map(const bb::rules::SightMapQuestion& question);
// A model's own Line of Sight value and the building floor it stands on.
std::vector<bb::sys::StandingControl> model_standing();

}  // namespace wfb8
