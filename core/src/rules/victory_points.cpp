#include "battleboard/rules/victory_points.hpp"

#include <algorithm>
#include <string>

namespace bb::rules {

std::uint32_t victory_points(const model::RoundRecord& round, std::size_t player) {
    if (player >= round.turns.size()) return 0;
    std::uint32_t points = 0;
    for (const auto& tick : round.turns[player].lines)
        if (tick.line_id == kVictoryPointsLine) points += tick.times;
    return points;
}

void set_victory_points(model::RoundRecord& round, std::size_t player, std::uint32_t points) {
    if (round.turns.size() <= player) round.turns.resize(player + 1);
    auto& lines = round.turns[player].lines;
    lines.erase(std::remove_if(lines.begin(), lines.end(),
                               [](const model::LineTick& tick) { return tick.line_id == kVictoryPointsLine; }),
                lines.end());
    // No line for no points: an untouched round stays as small in a link as an empty one.
    if (points > 0) lines.push_back({std::string(kVictoryPointsLine), points});
}

std::vector<std::uint32_t> victory_point_totals(const model::ScoreSheet& sheet) {
    std::vector<std::uint32_t> totals(sheet.players.size(), 0);
    for (const auto& round : sheet.rounds)
        for (std::size_t p = 0; p < totals.size(); ++p) totals[p] += victory_points(round, p);
    return totals;
}

BattleSummary sum_victory_points(const model::ScoreSheet& sheet) {
    BattleSummary summary;
    if (sheet.players.empty()) return summary;
    summary.kept = true;
    const auto totals = victory_point_totals(sheet);
    for (std::size_t p = 0; p < totals.size(); ++p) {
        const auto& name = sheet.players[p].name;
        summary.players.push_back({name.empty() ? "Player " + std::to_string(p + 1) : name, totals[p], {}});
    }
    summary.rounds_played = std::uint32_t(sheet.rounds.size());
    const auto best = std::max_element(totals.begin(), totals.end());
    if (std::count(totals.begin(), totals.end(), *best) == 1) {
        summary.leader = std::int32_t(best - totals.begin());
        summary.result =
            summary.players[std::size_t(summary.leader)].name + " leads with " + std::to_string(*best) + " VP.";
    } else {
        summary.result = "Level at " + std::to_string(*best) + " VP.";
    }
    return summary;
}

model::ScoreSheet plain_score_sheet() {
    model::ScoreSheet sheet;
    sheet.players = {{"Player 1", "", {}}, {"Player 2", "", {}}};
    sheet.rounds.push_back({0, 0, {{}, {}}});
    return sheet;
}

}  // namespace bb::rules
