#pragma once
// Line of sight and cover between two models, from the terrain's Line of Sight values and cover rules.
#include "battleboard/result.hpp"
#include "battleboard/rules/sight.hpp"

namespace wfb8 {

bb::Result<bb::rules::SightAnswer> answer_sight(const bb::rules::SightQuestion& question);

}  // namespace wfb8
