#pragma once
// Working out a score sheet: victory points per turn with the battleplan's cap on objective VP, double turns and
// seizing the initiative, the underdog of each round, and the result.
#include "battleboard/result.hpp"
#include "battleboard/rules/score_summary.hpp"
#include "score_sheet.hpp"

namespace aos4 {
bb::Result<bb::rules::ScoreSummary> score(const ScoreSheet& sheet);
// The "score" operation: a sheet in the shape older Battleboards kept (sheet files, the CLI).
bb::Result<bb::rules::ScoreSummary> score_legacy(const bb::model::ScoreSheet& sheet);
}  // namespace aos4
