#pragma once
// Visibility and the Benefit of Cover between two models, from the six terrain features' rules.
#include "battleboard/result.hpp"
#include "battleboard/rules/sight.hpp"

namespace wh40k10 {

bb::Result<bb::rules::SightAnswer> answer_sight(const bb::rules::SightQuestion& question);

}  // namespace wh40k10
