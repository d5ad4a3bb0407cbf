#pragma once
// Working out a score sheet: victory points per turn with the battleplan's cap on objective VP, double turns and
// seizing the initiative, the underdog of each round, and the result.
#include "battleboard/plugin/operation.hpp"
#include "battleboard/result.hpp"
#include "score_sheet.hpp"
#include "score_summary.hpp"

namespace aos4 {

// This plugin's own operation (its tests ask it): request ScoreSheet, reply ScoreSummary. Fails for sheets that
// cannot be read at all (unknown battleplan or scoring line, wrong number of players); ticks the rules forbid
// come back as warnings.
inline constexpr bb::plugin::Operation<ScoreSheet, ScoreSummary> kScoreSheet{"aos4-score-sheet"};

bb::Result<ScoreSummary> score(const ScoreSheet& sheet);

}  // namespace aos4
