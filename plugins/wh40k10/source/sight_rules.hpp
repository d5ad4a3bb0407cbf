#pragma once
// Visibility and the Benefit of Cover between two models, from the six terrain features' rules.
#include "battleboard/result.hpp"
#include "battleboard/rules/sight_map.hpp"
#include "battleboard/system/model_standing.hpp"

#include <vector>

namespace wh40k10 {

bb::Result<bb::rules::SightAnswer> answer_sight(const bb::rules::SightQuestion& question);
bb::Result<bb::rules::SightMap> answer_sight_map(const bb::rules::SightMapQuestion& question);
// How high a model stands above ground level, which plunging fire asks.
std::vector<bb::sys::StandingControl> model_standing();

}  // namespace wh40k10
