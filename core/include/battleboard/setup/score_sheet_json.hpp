#pragma once
// The score sheet as a JSON file for the CLI and for organisers. Reading never throws: a broken file gives an
// Error naming what is wrong and where. The document:
//   {"format": "battleboard-score-sheet", "version": 1, "system": "<id>", "battleplan": "border-war",
//    "points": 2000, "players": [{"name": "Ann", "faction": "...", "general_keywords": ["ORDER"]}, {...}],
//    "rounds": [{"priority": 0, "first": 0,            // "first" defaults to "priority"
//                "turns": [{"lines": {"home-objective": 1, "border-objective": 2},
//                           "battle_tactic": "seize-the-centre", "battle_tactic_completed": true}, {...}]}]}
#include "battleboard/model/score_sheet.hpp"
#include "battleboard/result.hpp"

#include <string>
#include <string_view>

namespace bb::setup {

inline constexpr int kScoreSheetFormatVersion = 1;

struct ScoreSheetFile {
    std::string system_id;  // which game system's plugin works the sheet out
    model::ScoreSheet sheet;
};

std::string to_json(const ScoreSheetFile& file, int indent = 2);
Result<ScoreSheetFile> score_sheet_from_json(std::string_view text);

}  // namespace bb::setup
