#pragma once
// Working out a score sheet (the "score" operation): victory points per turn with the battleplan's cap on
// objective VP, double turns and seizing the initiative, the underdog of each round, and the result.
#include "battleboard/model/score_sheet.hpp"
#include "battleboard/result.hpp"
#include "battleboard/rules/score_summary.hpp"

namespace aos4 {
bb::Result<bb::rules::ScoreSummary> score(const bb::model::ScoreSheet& sheet);
}  // namespace aos4
