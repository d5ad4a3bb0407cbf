#pragma once
// Cover and Obscuring between an attacking model and its target, in the edition the battlefield uses.
#include "battleboard/result.hpp"
#include "battleboard/rules/sight.hpp"

namespace aos4 {

bb::Result<bb::rules::SightAnswer> answer_sight(const bb::rules::SightQuestion& question);

}  // namespace aos4
