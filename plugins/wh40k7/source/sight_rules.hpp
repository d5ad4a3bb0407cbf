#pragma once
// Cover saves between a firer and its target from the battlefield debris they stand in or behind.
#include "battleboard/result.hpp"
#include "battleboard/rules/sight_map.hpp"

namespace wh40k7 {

// The system's rules applied to the lines between the two bases.
bb::rules::SightAnswer judge_sight(const bb::rules::SightQuestion& question, const bb::rules::SightLines& lines);
bb::Result<bb::rules::SightAnswer> answer_sight(const bb::rules::SightQuestion& question);
bb::Result<bb::rules::SightMap> answer_sight_map(const bb::rules::SightMapQuestion& question);

}  // namespace wh40k7
