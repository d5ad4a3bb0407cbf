#pragma once
// The roll log as JSON, the form saves carry it in: {"version": 1, "entries": [{"round", "what", "result"}]}.
#include "battleboard/dice/roll_log.hpp"
#include "battleboard/result.hpp"

#include <string>
#include <string_view>

namespace bb::dice {

inline constexpr int kRollLogJsonVersion = 1;

std::string to_json(const RollLog& log);
// Never throws: a broken log gives an Error saying what is wrong.
Result<RollLog> roll_log_from_json(std::string_view text);

}  // namespace bb::dice
