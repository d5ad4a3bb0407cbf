#pragma once
// Plain victory points, for game systems whose battlepack the app does not know (40K, Warhammer Fantasy, The
// Old World): each turn of the score sheet records the points a player scored as one line, kVictoryPointsLine,
// whose "times" is the number scored. The sheet then needs no battleplan and no plugin to be added up, and it
// travels in links and saves like any other score sheet.
#include "battleboard/model/score_sheet.hpp"
#include "battleboard/rules/battle_summary.hpp"

#include <cstdint>
#include <string_view>
#include <vector>

namespace bb::rules {

inline constexpr std::string_view kVictoryPointsLine = "vp";

// The points a player scored in one round (0 when the round has no turn for them).
std::uint32_t victory_points(const model::RoundRecord& round, std::size_t player);
void set_victory_points(model::RoundRecord& round, std::size_t player, std::uint32_t points);

// Per player, over every round.
std::vector<std::uint32_t> victory_point_totals(const model::ScoreSheet& sheet);

// The sheet summed up as a plugin's "summary" would: nothing kept while it has no players.
BattleSummary sum_victory_points(const model::ScoreSheet& sheet);

// A fresh sheet for two players, with the first battle round open.
model::ScoreSheet plain_score_sheet();

}  // namespace bb::rules
