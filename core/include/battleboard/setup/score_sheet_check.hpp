#pragma once
// The same check for a score sheet (a score sheet file, or an older setup's "score_sheet"), before its game system's
// plugin reads it: a battleplan the system does not know, players and rounds the sheet does not have, counts out of
// range, each named by its JSON path (the battleplan's own scoring lines are the plugin's to check). The sheet's
// layout is docs/formats.md, "Score sheet file".
#include "battleboard/setup/setup_check.hpp"

#include <string_view>

namespace bb::setup {

inline constexpr std::size_t kMaxSheetPlayers = 8;
inline constexpr std::size_t kMaxSheetRounds = 16;
inline constexpr std::size_t kMaxSheetKeywords = 16;
inline constexpr std::size_t kMaxSheetLines = 32;
inline constexpr std::uint32_t kMaxLineTimes = 1000;

// `sheet_json` is the sheet's JSON object; `where` the path it is at ("sheet", "setup.score_sheet"). A sheet without
// a battleplan keeps plain victory points in a "vp" line.
std::vector<SetupProblem> check_score_sheet(std::string_view sheet_json, const sys::SystemDescription& system,
                                            const std::string& where);

}  // namespace bb::setup
