#pragma once
// Cover and Obscuring between an attacking model and its target, in the edition the battlefield uses.
#include "battleboard/result.hpp"
#include "battleboard/rules/sight_map.hpp"

namespace aos4 {

// The system's rules applied to the lines between the two bases.
bb::rules::SightAnswer judge_sight(const bb::rules::SightQuestion& question, const bb::rules::SightLines& lines);
bb::Result<bb::rules::SightAnswer> answer_sight(const bb::rules::SightQuestion& question);
bb::Result<bb::rules::SightMap> answer_sight_map(const bb::rules::SightMapQuestion& question);

}  // namespace aos4
