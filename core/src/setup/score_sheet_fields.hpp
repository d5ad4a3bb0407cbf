#pragma once
// The score sheet's own fields (battleplan, points, players, rounds) as JSON: the body of the score sheet file,
// and of the setup file's "score_sheet" object once the sheet is saved with the setup. Private to core.
#include "battleboard/model/score_sheet.hpp"

#include <nlohmann/json.hpp>
#include <string>

namespace bb::setup {

nlohmann::json score_sheet_fields(const model::ScoreSheet& sheet);
// Empty when the fields read; otherwise what is wrong, its path starting with `where` (e.g. "sheet").
std::string read_score_sheet_fields(const nlohmann::json& object, const std::string& where, model::ScoreSheet& sheet);

}  // namespace bb::setup
