#include "score.hpp"

#include "battlepack.hpp"
#include "battleplan_scoring.hpp"
#include "battleplans.hpp"

#include <algorithm>
#include <cctype>

namespace aos4 {

namespace {

// "For each objective" lines have no fixed count; no battleplan puts more objectives than this on the table.
constexpr std::uint32_t kMostObjectives = 16;

std::string upper(std::string text) {
    for (char& c : text) c = char(std::toupper(static_cast<unsigned char>(c)));
    return text;
}

bool has_keyword(const Player& player, const std::string& keyword) {
    return std::any_of(player.general_keywords.begin(), player.general_keywords.end(),
                       [&](const std::string& k) { return upper(k) == upper(keyword); });
}

std::string name_of(const ScoreSheet& sheet, std::size_t player) {
    if (!sheet.players[player].name.empty()) return sheet.players[player].name;
    return player == 0 ? "the attacker" : "the defender";
}

// Who is the underdog at the start of a round: the opponent of the latest player to seize the initiative once
// anyone has; otherwise the player with fewer VP, and nobody on a tie.
std::int32_t underdog(const std::vector<std::uint32_t>& totals, std::int32_t last_seizer) {
    if (last_seizer != kNoPlayer) return 1 - last_seizer;
    if (totals[0] == totals[1]) return kNoPlayer;
    return totals[0] < totals[1] ? 0 : 1;
}

void decide_result(const ScoreSheet& sheet, ScoreSummary& summary) {
    const auto& vp = summary.totals;
    const auto& tactics = summary.battle_tactics_completed;
    const auto n = [](std::uint32_t value) { return std::to_string(value); };
    std::string result;
    if (vp[0] != vp[1]) {
        summary.winner = vp[0] > vp[1] ? 0 : 1;
        const std::uint32_t lead = std::max(vp[0], vp[1]) - std::min(vp[0], vp[1]);
        summary.outcome = lead >= kMajorVictoryMargin ? Outcome::MajorVictory : Outcome::MinorVictory;
        result = (lead >= kMajorVictoryMargin ? "Major victory for " : "Minor victory for ") +
                 name_of(sheet, summary.winner) + ", " + n(vp[summary.winner]) + " to " + n(vp[1 - summary.winner]) +
                 " VP.";
    } else if (tactics[0] != tactics[1]) {
        summary.winner = tactics[0] > tactics[1] ? 0 : 1;
        summary.outcome = Outcome::MinorVictory;
        result = "Minor victory for " + name_of(sheet, summary.winner) + " on battle tactics (" +
                 n(tactics[summary.winner]) + " to " + n(tactics[1 - summary.winner]) + ") at " + n(vp[0]) +
                 " VP each.";
    } else {
        summary.outcome = Outcome::Draw;
        result = "Draw at " + n(vp[0]) + " VP and " + n(tactics[0]) + " battle tactics each.";
    }
    if (!summary.finished)
        result = "After " + n(std::uint32_t(summary.rounds.size())) + " of " + n(kBattleRounds) +
                 " battle rounds: " + result;
    summary.result = std::move(result);
}

}  // namespace

bb::Result<ScoreSummary> score(const ScoreSheet& sheet) {
    const auto* plan = scoring_of(sheet.battleplan_id);
    if (!plan) return bb::make_error("The score sheet's battleplan '" + sheet.battleplan_id + "' is not in aos4.");
    if (sheet.players.size() != 2)
        return bb::make_error("A score sheet has 2 players (attacker, defender), not " +
                              std::to_string(sheet.players.size()) + ".");
    if (sheet.rounds.size() > kBattleRounds)
        return bb::make_error("The battle lasts " + std::to_string(kBattleRounds) + " battle rounds; the sheet has " +
                              std::to_string(sheet.rounds.size()) + ".");
    const auto pack = battlepack();
    const auto& scoring = *plan;
    const auto tactic_line =
        std::find_if(scoring.lines.begin(), scoring.lines.end(), [](const auto& line) { return line.battle_tactic; });

    ScoreSummary summary;
    summary.battle_rounds = kBattleRounds;
    summary.totals = {0, 0};
    summary.battle_tactics_completed = {0, 0};
    std::vector<std::vector<std::string>> attempted(2);
    std::int32_t last_seizer = kNoPlayer;

    for (std::size_t i = 0; i < sheet.rounds.size(); ++i) {
        const auto& record = sheet.rounds[i];
        const std::uint32_t round = std::uint32_t(i + 1);
        const std::string where = "Battle round " + std::to_string(round);
        if (record.priority > 1 || record.first > 1 || record.turns.size() != 2)
            return bb::make_error(where + " needs priority and first as player 0 or 1, and one turn per player.");

        RoundTally tally;
        tally.round = round;
        // A double turn: the player who went second last round won priority and chose to go first.
        if (i > 0 && record.priority == record.first && record.first != sheet.rounds[i - 1].first) {
            const std::uint32_t p = record.first;
            tally.double_turn = std::int32_t(p);
            tally.seized_initiative = summary.totals[1 - p] < summary.totals[p] + kDoubleTurnDeficit;
            if (tally.seized_initiative) last_seizer = std::int32_t(p);
        }
        tally.underdog = underdog(summary.totals, last_seizer);

        for (std::size_t p = 0; p < 2; ++p) {
            const auto& turn = record.turns[p];
            const std::string who = where + ", " + name_of(sheet, p);
            TurnTally t;
            for (const auto& tick : turn.lines) {
                const auto* line = scoring.find_line(tick.line_id);
                // A sheet kept before its battleplan's lines were corrected still opens: the rest of it counts.
                if (!line) {
                    summary.warnings.push_back(who + ": '" + tick.line_id +
                                               "' is not a scoring line of this battleplan, so it is not counted.");
                    continue;
                }
                if (line->battle_tactic)
                    return bb::make_error(who +
                                          ": record the battle tactic as attempted and completed, not as a line.");
                if (tick.times > (line->max_times ? line->max_times : kMostObjectives))
                    return bb::make_error(who + ": '" + line->text + "' cannot score " + std::to_string(tick.times) +
                                          " times in a turn.");
                if (!line->scores_in(round)) {
                    summary.warnings.push_back(who + ": '" + line->text + "' does not score in this battle round.");
                    continue;
                }
                (line->objective_control ? t.objective_vp_uncapped : t.other_vp) += line->vp * tick.times;
            }
            t.objective_vp = scoring.objective_vp_cap ? std::min(t.objective_vp_uncapped, scoring.objective_vp_cap)
                                                      : t.objective_vp_uncapped;

            bool tactic_allowed = true;
            if (!turn.battle_tactic.empty() || turn.battle_tactic_completed) {
                if (tally.double_turn == std::int32_t(p) && tally.seized_initiative) {
                    summary.warnings.push_back(who + " took a double turn without being " +
                                               std::to_string(kDoubleTurnDeficit) +
                                               " VP behind, so could not pick a battle tactic.");
                    tactic_allowed = false;
                }
            }
            if (tactic_allowed && !turn.battle_tactic.empty()) {
                const auto* tactic = pack.find_tactic(turn.battle_tactic);
                if (!tactic) return bb::make_error(who + ": no battle tactic '" + turn.battle_tactic + "'.");
                auto& tried = attempted[p];
                if (std::find(tried.begin(), tried.end(), tactic->id) != tried.end()) {
                    summary.warnings.push_back(who + " already attempted " + tactic->name + " earlier in the battle.");
                    tactic_allowed = false;
                } else if (!tactic->keyword.empty() && !has_keyword(sheet.players[p], tactic->keyword)) {
                    summary.warnings.push_back(who + " cannot pick " + tactic->name + ": the general lacks " +
                                               tactic->keyword + ".");
                    tactic_allowed = false;
                } else {
                    tried.push_back(tactic->id);
                }
            }
            if (turn.battle_tactic_completed && tactic_allowed && tactic_line != scoring.lines.end()) {
                t.battle_tactic_vp = tactic_line->vp;
                ++summary.battle_tactics_completed[p];
            }
            t.turn_vp = t.objective_vp + t.other_vp + t.battle_tactic_vp;
            summary.totals[p] += t.turn_vp;
            t.running_total = summary.totals[p];
            tally.players.push_back(t);
        }
        summary.rounds.push_back(std::move(tally));
    }
    summary.finished = sheet.rounds.size() == kBattleRounds;
    decide_result(sheet, summary);
    return summary;
}

}  // namespace aos4
