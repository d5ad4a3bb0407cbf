#include "score_panel.hpp"

#include "battle_state.hpp"
#include "battleboard/sdk/panel_sdk.hpp"
#include "battlepack.hpp"
#include "battleplan_scoring.hpp"
#include "battleplans.hpp"
#include "score.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>

namespace aos4 {

namespace {

namespace panel = bb::plugin::panel;
using panel::Tone;

constexpr const char* kPanel = "score";
constexpr const char* kRollOffTable = "roll-off";

const bb::plugin::aos4::Battlepack& pack() {
    static const auto loaded = battlepack();
    return loaded;
}

bool same_keyword(const std::string& a, const std::string& b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](unsigned char x, unsigned char y) {
               return std::toupper(x) == std::toupper(y);
           });
}

// The grand alliances some battle tactics ask of the general.
std::vector<std::string> alliances() {
    std::vector<std::string> out;
    for (const auto& tactic : pack().battle_tactics)
        if (!tactic.keyword.empty() && std::find(out.begin(), out.end(), tactic.keyword) == out.end())
            out.push_back(tactic.keyword);
    return out;
}

std::string alliance_of(const Player& player) {
    for (const auto& keyword : player.general_keywords)
        for (const auto& alliance : alliances())
            if (same_keyword(keyword, alliance)) return alliance;
    return "";
}

bool general_has(const Player& player, const std::string& keyword) {
    return std::any_of(player.general_keywords.begin(), player.general_keywords.end(),
                       [&](const std::string& k) { return same_keyword(k, keyword); });
}

// What in_step below would quietly mend but a summary must not score: a player, a turn, priority or the first
// turn beyond the battle's two players. The panel never writes them; a forged or damaged state may hold them.
std::string seats_beyond_the_players(const ScoreSheet& sheet) {
    if (sheet.players.size() > 2)
        return "The score sheet has " + std::to_string(sheet.players.size()) +
               " players; a battle has 2 (the attacker and the defender).";
    for (std::size_t r = 0; r < sheet.rounds.size(); ++r) {
        const auto& round = sheet.rounds[r];
        const std::string where = "Battle round " + std::to_string(r + 1);
        for (const auto& [seat, what] :
             {std::pair{round.priority, "priority"}, std::pair{round.first, "the first turn"}})
            if (seat > 1)
                return where + " gives " + what + " to player " + std::to_string(seat) +
                       ", who is not in the battle (the attacker is player 0, the defender player 1).";
        if (round.turns.size() > 2)
            return where + " holds " + std::to_string(round.turns.size()) + " turns; each of the 2 players has one.";
    }
    return {};
}

// The sheet scores the battlefield's battleplan (ticks of lines it does not have go) and always has both players
// and one turn each per round, whatever a file held.
ScoreSheet in_step(ScoreSheet sheet, const std::string& battleplan_id) {
    if (sheet.battleplan_id != battleplan_id) {
        sheet.battleplan_id = battleplan_id;
        const auto* plan = scoring_of(battleplan_id);
        for (auto& round : sheet.rounds)
            for (auto& turn : round.turns)
                std::erase_if(turn.lines, [&](const LineTick& t) { return !plan || !plan->find_line(t.line_id); });
    }
    sheet.players.resize(2);
    for (auto& round : sheet.rounds) {
        round.turns.resize(2);
        round.priority = std::min<std::uint32_t>(round.priority, 1);
        round.first = std::min<std::uint32_t>(round.first, 1);
    }
    return sheet;
}

// Attacker and defender trade places; every round's record follows its player.
void swap_roles(ScoreSheet& sheet) {
    std::swap(sheet.players[0], sheet.players[1]);
    for (auto& round : sheet.rounds) {
        round.priority = 1 - round.priority;
        round.first = 1 - round.first;
        std::swap(round.turns[0], round.turns[1]);
    }
}

std::uint32_t times_ticked(const Turn& turn, const std::string& line_id) {
    for (const auto& tick : turn.lines)
        if (tick.line_id == line_id) return tick.times;
    return 0;
}

// Each battle tactic once per battle, and a grand alliance's only for a general of it.
bool may_pick(const ScoreSheet& sheet, std::size_t round_index, std::size_t player,
              const bb::plugin::aos4::BattleTactic& tactic) {
    if (!tactic.keyword.empty() && !general_has(sheet.players[player], tactic.keyword)) return false;
    for (std::size_t i = 0; i < round_index; ++i)
        if (sheet.rounds[i].turns[player].battle_tactic == tactic.id) return false;
    return true;
}

// Where the panel's rule texts come from: the rules sections they restate, in the battle's edition.
struct Sources {
    const bb::sys::SystemDescription& system;
    std::string edition;
    std::string battleplan_id;

    bb::sys::SourceRef rules(const std::string& section_id) const {
        const auto* section = system.find_rules(section_id, edition);
        return section ? section->source : bb::sys::SourceRef{};
    }
    bb::sys::SourceRef scoring() const {
        if (const auto* plan = system.find_battleplan(battleplan_id))
            for (const auto& section : plan->sections)
                if (section.id == "scoring") return section.source;
        return {};
    }
};

std::vector<panel::Option> seats(const ScoreSheet& sheet) {
    return {{"0", player_name(sheet, 0)}, {"1", player_name(sheet, 1)}};
}

// "10 VP: objectives 6 (10 before the cap), battle tactic 4; 10 in all"
std::string turn_line(const TurnTally& t) {
    std::string text = std::to_string(t.turn_vp) + " VP";
    std::vector<std::string> parts;
    if (t.objective_vp_uncapped) {
        std::string part = "objectives " + std::to_string(t.objective_vp);
        if (t.objective_vp != t.objective_vp_uncapped)
            part += " (" + std::to_string(t.objective_vp_uncapped) + " before the cap)";
        parts.push_back(part);
    }
    if (t.other_vp) parts.push_back("other " + std::to_string(t.other_vp));
    if (t.battle_tactic_vp) parts.push_back("battle tactic " + std::to_string(t.battle_tactic_vp));
    for (std::size_t i = 0; i < parts.size(); ++i) text += (i == 0 ? ": " : ", ") + parts[i];
    return text + "; " + std::to_string(t.running_total) + " in all";
}

std::string round_events(const ScoreSheet& sheet, const RoundTally& tally) {
    std::string text =
        tally.underdog == kNoPlayer ? "No underdog" : "Underdog: " + player_name(sheet, std::size_t(tally.underdog));
    if (tally.double_turn != kNoPlayer) {
        text += ". " + player_name(sheet, std::size_t(tally.double_turn)) + " took a double turn";
        text += tally.seized_initiative
                    ? " and seized the initiative"
                    : ", " + std::to_string(kDoubleTurnDeficit) + "+ VP behind: not seizing the initiative";
    }
    return text + ".";
}

void players(bb::plugin::sdk::PanelBuilder& b, const ScoreSheet& sheet, const Sources& sources) {
    std::vector<panel::Option> alliance_options = {{"other", "Other"}};
    for (const auto& a : alliances()) alliance_options.push_back({a, a});
    for (std::size_t p = 0; p < 2; ++p) {
        const std::string n = std::to_string(p);
        const std::string role = p == 0 ? "Attacker" : "Defender";
        b.text_input("name:" + n, role, sheet.players[p].name, 60);
        const std::string alliance = alliance_of(sheet.players[p]);
        b.choice("alliance:" + n, player_name(sheet, p) + "'s general", alliance_options,
                 alliance.empty() ? "other" : alliance);
    }
    const auto& roll = sheet.roll_off;
    std::string result;
    std::vector<panel::Option> follow_up;
    if (roll.dice.size() == 2) {
        const std::size_t winner = roll.dice[0] > roll.dice[1] ? 0 : 1;
        if (roll.dice[0] == roll.dice[1])
            result = "A tie at " + std::to_string(roll.dice[0]) + ": roll off again.";
        else if (roll.choosing) {
            result = player_name(sheet, winner) + " wins the roll-off, " + std::to_string(roll.dice[winner]) + " to " +
                     std::to_string(roll.dice[1 - winner]) + ", and chooses:";
            follow_up = {{"attacker", "Attacker"}, {"defender", "Defender"}};
        }
    }
    if (result.empty()) result = roll.outcome;
    b.dice_roll("roll-off", "Roll off: the winner picks attacker or defender", kRollOffTable, result, follow_up)
        .cites(sources.rules("attacker-and-defender"));
    b.button("swap", "Swap roles");
}

void turn(bb::plugin::sdk::PanelBuilder& b, const ScoreSheet& sheet, const BattleplanScoring& plan,
          const Sources& sources, const ScoreSummary* summary, std::size_t r, std::size_t p, std::size_t objectives) {
    const std::uint32_t number = std::uint32_t(r + 1);
    const std::string key = "r" + std::to_string(number) + ":p" + std::to_string(p) + ":";
    const Turn& t = sheet.rounds[r].turns[p];
    b.group(key + "turn", player_name(sheet, p) + "'s turn");
    for (const auto& line : plan.lines) {
        if (line.battle_tactic || !line.scores_in(number)) continue;
        const std::uint32_t times = times_ticked(t, line.id);
        if (line.max_times == 1) {
            b.toggle(key + "line:" + line.id, std::to_string(line.vp) + " VP: " + line.text, times > 0);
        } else {
            // A line per objective scores at most once for each objective on the board.
            const auto most = line.max_times ? line.max_times : std::max<std::size_t>(1, objectives);
            b.whole(key + "line:" + line.id, std::to_string(line.vp) + " VP each: " + line.text, times, 0,
                    std::int64_t(most));
        }
        b.cites(sources.scoring());
    }
    const auto* tally = summary && r < summary->rounds.size() ? &summary->rounds[r] : nullptr;
    const bool seized = tally && tally->double_turn == std::int32_t(p) && tally->seized_initiative;
    const auto* picked = pack().find_tactic(t.battle_tactic);
    if (seized && !picked) {
        b.text(key + "tactic", "Seized the initiative: no battle tactic this turn.", Tone::Muted)
            .cites(sources.rules("tactical-gambit"));
    } else {
        std::vector<panel::Option> options = {{"none", "No battle tactic"}};
        for (const auto& tactic : pack().battle_tactics)
            if (&tactic == picked || may_pick(sheet, r, p, tactic))
                options.push_back(
                    {tactic.id, tactic.keyword.empty() ? tactic.name : tactic.name + " (" + tactic.keyword + ")"});
        // Folded like a drop-down: a dozen tactics per turn would bury the sheet.
        b.folding_group(key + "tactics", "Battle tactic: " + (picked ? picked->name : std::string("none")));
        b.choice(key + "tactic", "", options, picked ? picked->id : "none");
        b.end_group();
        if (picked) {
            b.text(key + "tactic-text", picked->text, Tone::Muted).cites(picked->source);
            b.toggle(key + "completed", "Completed (" + std::to_string(kBattleTacticVp) + " VP)",
                     t.battle_tactic_completed)
                .cites(sources.rules("completing-battle-tactics"));
        }
    }
    if (tally && p < tally->players.size()) b.text(key + "tally", turn_line(tally->players[p]), Tone::Result);
    b.end_group();
}

void standing(bb::plugin::sdk::PanelBuilder& b, const ScoreSheet& sheet, const bb::Result<ScoreSummary>& worked,
              const Sources& sources) {
    if (!worked) {
        b.text("error", worked.error().message, Tone::Breach);
        return;
    }
    const auto& s = *worked;
    b.text("totals", player_name(sheet, 0) + " " + std::to_string(s.totals[0]) + " VP, " + player_name(sheet, 1) + " " +
                         std::to_string(s.totals[1]) + " VP");
    b.text("tactics",
           "Battle tactics completed: " + std::to_string(s.battle_tactics_completed[0]) + " and " +
               std::to_string(s.battle_tactics_completed[1]),
           Tone::Muted);
    b.text("result", s.result, s.finished ? Tone::Legal : Tone::Result).cites(sources.rules("glorious-victory"));
    for (std::size_t i = 0; i < s.warnings.size(); ++i)
        b.text("warning:" + std::to_string(i), s.warnings[i], Tone::Breach);
}

std::optional<std::size_t> index_after(std::string_view text, std::string_view prefix) {
    if (!text.starts_with(prefix)) return std::nullopt;
    const auto n = bb::plugin::sdk::parse_whole(text.substr(prefix.size()));
    if (!n || *n < 0) return std::nullopt;
    return std::size_t(*n);
}

// "r2:p1:line:home-objective" -> round index 1, player 1, "line:home-objective"
struct TurnKey {
    std::size_t round = 0;
    std::optional<std::size_t> player;
    std::string rest;
};

std::optional<TurnKey> turn_key(const std::string& key) {
    if (!key.starts_with("r")) return std::nullopt;
    const auto colon = key.find(':');
    if (colon == std::string::npos) return std::nullopt;
    const auto number = index_after(std::string_view(key).substr(0, colon), "r");
    if (!number || *number == 0) return std::nullopt;
    TurnKey out{*number - 1, std::nullopt, key.substr(colon + 1)};
    if (out.rest.size() > 3 && out.rest[0] == 'p' && out.rest[2] == ':' && (out.rest[1] == '0' || out.rest[1] == '1')) {
        out.player = std::size_t(out.rest[1] - '0');
        out.rest = out.rest.substr(3);
    }
    return out;
}

std::optional<std::uint32_t> seat_chosen(const panel::Action& a) {
    if (a.chosen.size() != 1 || (a.chosen[0] != "0" && a.chosen[0] != "1")) return std::nullopt;
    return std::uint32_t(a.chosen[0][0] - '0');
}

// Changes the sheet as the action says; an error names what was wrong.
std::string edit_turn(ScoreSheet& sheet, const TurnKey& k, const panel::Action& a) {
    Turn& t = sheet.rounds[k.round].turns[*k.player];
    if (k.rest.starts_with("line:")) {
        const std::string id = k.rest.substr(5);
        const auto* plan = scoring_of(sheet.battleplan_id);
        if (!plan || !plan->find_line(id)) return "This battleplan has no scoring line \"" + id + "\".";
        if (a.number < 0 || a.number > 99) return "A line scores 0 to 99 times in a turn.";
        std::erase_if(t.lines, [&](const LineTick& tick) { return tick.line_id == id; });
        if (a.number >= 1) t.lines.push_back({id, std::uint32_t(a.number)});
    } else if (k.rest == "tactic") {
        if (a.chosen.size() != 1) return "Pick one battle tactic.";
        if (a.chosen[0] == "none") {
            t.battle_tactic.clear();
            t.battle_tactic_completed = false;
        } else if (pack().find_tactic(a.chosen[0])) {
            t.battle_tactic = a.chosen[0];
        } else {
            return "There is no battle tactic \"" + a.chosen[0] + "\".";
        }
    } else if (k.rest == "completed") {
        t.battle_tactic_completed = a.number != 0;
    } else {
        return "The score sheet has no control \"" + a.control_key + "\".";
    }
    return "";
}

std::string edit_round(ScoreSheet& sheet, const TurnKey& k, const panel::Action& a) {
    if (k.round >= sheet.rounds.size()) return "That battle round is not on the sheet.";
    if (k.player) return edit_turn(sheet, k, a);
    Round& round = sheet.rounds[k.round];
    if (k.rest == "priority" || k.rest == "first") {
        const auto seat = seat_chosen(a);
        if (!seat) return "Pick one of the two players.";
        (k.rest == "priority" ? round.priority : round.first) = *seat;
    } else if (k.rest == "remove") {
        if (k.round + 1 != sheet.rounds.size()) return "Only the last battle round can be removed.";
        sheet.rounds.pop_back();
    } else {
        return "The score sheet has no control \"" + a.control_key + "\".";
    }
    return "";
}

std::string roll_off(ScoreSheet& sheet, const panel::Action& a) {
    auto& roll = sheet.roll_off;
    if (a.chosen.empty()) {
        if (a.faces.size() != 2) return "The roll-off takes one dice for each player.";
        roll = {{a.faces[0], a.faces[1]}, a.faces[0] != a.faces[1], ""};
        return "";
    }
    if (!roll.choosing || roll.dice.size() != 2) return "Roll off first.";
    const std::size_t winner = roll.dice[0] > roll.dice[1] ? 0 : 1;
    const bool attack = a.chosen[0] == "attacker";
    if (!attack && a.chosen[0] != "defender") return "Choose attacker or defender.";
    const std::string name = player_name(sheet, winner);
    const std::int32_t won = roll.dice[winner], lost = roll.dice[1 - winner];
    if (attack != (winner == 0)) swap_roles(sheet);
    roll = {{},
            false,
            name + " won the roll-off " + std::to_string(won) + " to " + std::to_string(lost) + " and is the " +
                (attack ? "attacker." : "defender.")};
    return "";
}

std::string edit(BattleState& state, const bb::model::Battlefield& battlefield, const panel::Action& a) {
    ScoreSheet& sheet = state.sheet;
    const std::string& key = a.control_key;
    if (const auto p = index_after(key, "name:"); p && *p < 2) {
        if (a.text.size() > 60) return "A name is at most 60 characters.";
        sheet.players[*p].name = a.text;
    } else if (const auto q = index_after(key, "alliance:"); q && *q < 2) {
        if (a.chosen.size() != 1) return "Pick one grand alliance.";
        const auto known = alliances();
        auto& keywords = sheet.players[*q].general_keywords;
        std::erase_if(keywords, [&](const std::string& k) {
            return std::any_of(known.begin(), known.end(), [&](const auto& x) { return same_keyword(k, x); });
        });
        if (a.chosen[0] != "other") {
            if (std::find(known.begin(), known.end(), a.chosen[0]) == known.end())
                return "There is no grand alliance \"" + a.chosen[0] + "\".";
            keywords.push_back(a.chosen[0]);
        }
    } else if (key == "roll-off") {
        return roll_off(sheet, a);
    } else if (key == "swap") {
        swap_roles(sheet);
        sheet.roll_off = {};
    } else if (key == "start-round") {
        if (sheet.rounds.size() >= kBattleRounds)
            return "The battle lasts " + std::to_string(kBattleRounds) + " rounds.";
        Round round;
        // Turns alternate unless someone takes a double turn; the players correct it as they roll.
        if (!sheet.rounds.empty()) round.first = round.priority = 1 - sheet.rounds.back().first;
        round.turns.resize(2);
        sheet.rounds.push_back(std::move(round));
        // The objectives by battle round follow: the new round's objectives show on the board.
        if (state.objectives.battleplan_id != battlefield.battleplan_id)
            state.objectives = {battlefield.battleplan_id, 1, {}};
        state.objectives.round = std::uint32_t(sheet.rounds.size());
    } else if (const auto k = turn_key(key)) {
        return edit_round(sheet, *k, a);
    } else {
        return "The score sheet has no control \"" + key + "\".";
    }
    return "";
}

}  // namespace

bb::sys::DiceTable roll_off_table() {
    return {kRollOffTable,
            "Roll-off",
            "before the battle, to see who picks attacker or defender",
            {2, 6, 0},
            {{2, 12, "Compare the dice",
              "The first dice is the attacker's, the second the defender's. The higher picks a role; a tie rolls "
              "again.",
              ""}},
            {"Roll-off", "each player should roll a dice"}};
}

void add_score_panel(const panel::PanelsRequest& request, const bb::sys::SystemDescription& system,
                     panel::PanelsReply& reply) {
    const auto& b = request.battlefield;
    const Sources sources{system, request.edition, b.battleplan_id};
    bb::plugin::sdk::PanelBuilder builder(kPanel, "");
    builder.folding_group("sheet", "Score sheet");
    const auto state = load_state(b);
    const auto* plan = scoring_of(b.battleplan_id);
    if (!state) {
        builder.text("error", "The battle's state was written by another version of this plugin.", Tone::Breach);
    } else if (!plan) {
        builder.text("hint", "Pick or roll a battleplan to keep score.", Tone::Muted);
    } else {
        const ScoreSheet sheet = in_step(state->sheet, b.battleplan_id);
        const auto worked = score(sheet);
        const auto* summary = worked ? &*worked : nullptr;
        players(builder, sheet, sources);
        for (std::size_t r = 0; r < sheet.rounds.size(); ++r) {
            const std::string n = std::to_string(r + 1);
            std::string heading = "Round " + n;
            if (summary && r < summary->rounds.size() && summary->rounds[r].players.size() == 2)
                heading += ": " + player_name(sheet, 0) + " " +
                           std::to_string(summary->rounds[r].players[0].running_total) + ", " + player_name(sheet, 1) +
                           " " + std::to_string(summary->rounds[r].players[1].running_total);
            builder.folding_group("round:" + n, heading, true);
            builder.choice("r" + n + ":priority", "Priority", seats(sheet), std::to_string(sheet.rounds[r].priority));
            builder.choice("r" + n + ":first", "First turn", seats(sheet), std::to_string(sheet.rounds[r].first));
            if (summary && r < summary->rounds.size())
                builder.text("r" + n + ":events", round_events(sheet, summary->rounds[r]), Tone::Result)
                    .cites(sources.rules("seizing-the-initiative"));
            const std::uint32_t first = sheet.rounds[r].first;
            for (std::size_t p : {std::size_t(first), std::size_t(1 - first)})
                turn(builder, sheet, *plan, sources, summary, r, p, b.objectives.size());
            if (r + 1 == sheet.rounds.size()) builder.button("r" + n + ":remove", "Remove this round");
            builder.end_group();
        }
        if (sheet.rounds.size() < kBattleRounds)
            builder.button("start-round", "Start battle round " + std::to_string(sheet.rounds.size() + 1));
        standing(builder, sheet, worked, sources);
    }
    builder.end_group();
    reply.panels.push_back(builder.build());
    reply.shown_by_panels.push_back(kRollOffTable);
}

std::optional<bb::Result<panel::ActionReply>> act_on_score(const panel::ActionRequest& request) {
    if (request.action.panel_key != kPanel) return std::nullopt;
    const auto& b = request.context.battlefield;
    auto state = load_state(b);
    if (!state) return bb::make_error("The battle's state was written by another version of this plugin.");
    if (!scoring_of(b.battleplan_id)) return bb::make_error("Pick or roll a battleplan to keep score.");
    state->sheet = in_step(std::move(state->sheet), b.battleplan_id);
    panel::ActionReply reply;
    if (auto error = edit(*state, b, request.action); !error.empty()) {
        reply.message = std::move(error);
        reply.message_tone = Tone::Breach;
        return reply;
    }
    reply.state_changed = true;
    reply.state = save_state(*state);
    return reply;
}

bb::Result<bb::rules::BattleSummary> summary(const bb::model::Battlefield& battlefield) {
    bb::rules::BattleSummary out;
    const auto state = load_state(battlefield);
    if (!state) return bb::make_error("The battle's state was written by another version of this plugin.");
    if (auto why = seats_beyond_the_players(state->sheet); !why.empty()) return bb::make_error(why);
    // No battleplan picked (yet): nothing to score. One this plugin does not have is said, never scored as none.
    if (state->sheet.empty() || battlefield.battleplan_id.empty()) return out;
    if (!scoring_of(battlefield.battleplan_id))
        return bb::make_error("The score is kept for the battleplan '" + battlefield.battleplan_id +
                              "', which is not an aos4 battleplan.");
    const ScoreSheet sheet = in_step(state->sheet, battlefield.battleplan_id);
    auto worked = score(sheet);
    if (!worked) return worked.error();
    out.kept = true;
    for (std::size_t p = 0; p < 2; ++p)
        out.players.push_back({player_name(sheet, p), worked->totals[p],
                               std::to_string(worked->battle_tactics_completed[p]) + " battle tactics completed"});
    out.leader = worked->winner;
    out.rounds_played = std::uint32_t(sheet.rounds.size());
    out.battle_rounds = kBattleRounds;
    out.finished = worked->finished;
    out.result = std::move(worked->result);
    out.warnings = std::move(worked->warnings);
    for (const auto& round : worked->rounds) {
        std::string line = "Round " + std::to_string(round.round);
        for (std::size_t p = 0; p < round.players.size(); ++p)
            line += (p ? "; " : ": ") + player_name(sheet, p) + " " + turn_line(round.players[p]);
        out.rounds.push_back(line + ". " + round_events(sheet, round));
    }
    return out;
}

}  // namespace aos4
