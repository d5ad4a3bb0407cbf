#pragma once
// Cover saves between a firer and its target from the battlefield debris they stand in or behind.
#include "battleboard/result.hpp"
#include "battleboard/rules/sight.hpp"

namespace wh40k7 {

bb::Result<bb::rules::SightAnswer> answer_sight(const bb::rules::SightQuestion& question);

}  // namespace wh40k7
