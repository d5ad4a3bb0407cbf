#include "link_layout.hpp"

#include "battle_state.hpp"
#include "battle_tactics.hpp"
#include "battleboard/link/text_code.hpp"
#include "battleboard/sdk/link_state.hpp"
#include "battleboard/sdk/panel_sdk.hpp"
#include "battleplans.hpp"

#include <algorithm>

namespace aos4 {

namespace {

namespace sdk = bb::plugin::sdk;
using bb::link::BitReader;
using bb::link::BitWriter;
namespace text_code = bb::link::text_code;

// The limits of what a link may ask the reader to hold: a sheet records one battle.
constexpr std::size_t kMostRolls = 64;
constexpr std::size_t kMostDice = 8;
constexpr std::size_t kMaxScorePlayers = 8;  // also the most turns in a round
constexpr std::size_t kMaxScoreRounds = 16;
constexpr std::size_t kMaxKeywordsPerPlayer = 16;
constexpr std::size_t kMaxLinesPerTurn = 32;
constexpr std::uint32_t kPointsStep = 500;  // points limits are mostly whole multiples of it
constexpr int kPointsOrder = 9;

// The ids a link names by their place in a list: only ever appended to, so old links keep reading.
struct Lists {
    std::vector<std::string> battleplans, tactics, alliances;
};

const Lists& lists() {
    static const Lists all = [] {
        Lists l;
        for (const auto& plan : battleplans()) l.battleplans.push_back(plan.id);
        for (const auto& tactic : battle_tactics()) {
            l.tactics.push_back(tactic.id);
            if (!tactic.keyword.empty() &&
                std::find(l.alliances.begin(), l.alliances.end(), tactic.keyword) == l.alliances.end())
                l.alliances.push_back(tactic.keyword);
        }
        return l;
    }();
    return all;
}

// The scoring lines of a battleplan, in the plugin's order.
std::vector<std::string> lines_of(const std::string& battleplan_id) {
    std::vector<std::string> ids;
    static const auto details = battleplan_details();
    if (const auto* plan = details.find(battleplan_id))
        for (const auto& line : plan->scoring.lines) ids.push_back(line.id);
    return ids;
}

void write_objectives(BitWriter& out, const ObjectiveRoundsState& o) {
    sdk::write_choice(out, o.battleplan_id, lists().battleplans);
    out.golomb(o.round, 0);
    out.golomb(o.rolls.size(), 0);
    for (const auto& roll : o.rolls) {
        out.golomb(roll.round, 0);
        text_code::write(out, roll.group);
        out.signed_golomb(roll.total, 2);
    }
}

ObjectiveRoundsState read_objectives(BitReader& in) {
    ObjectiveRoundsState o;
    o.battleplan_id = sdk::read_choice(in, lists().battleplans);
    o.round = static_cast<std::uint32_t>(in.golomb(0));
    const std::size_t rolls = sdk::read_count(in, kMostRolls, "objective rolls");
    for (std::size_t i = 0; in.ok() && i < rolls; ++i) {
        GroupRoll roll;
        roll.round = static_cast<std::uint32_t>(in.golomb(0));
        roll.group = text_code::read(in);
        roll.total = static_cast<std::int32_t>(in.signed_golomb(2));
        o.rolls.push_back(std::move(roll));
    }
    return o;
}

void write_turn(BitWriter& out, const Turn& turn, const std::vector<std::string>& lines) {
    out.golomb(turn.lines.size(), 0);
    for (const auto& tick : turn.lines) {
        sdk::write_choice(out, tick.line_id, lines);
        out.signed_golomb(std::int64_t(tick.times) - 1, 0);
    }
    out.flag(!turn.battle_tactic.empty() || turn.battle_tactic_completed);
    if (turn.battle_tactic.empty() && !turn.battle_tactic_completed) return;
    sdk::write_choice(out, turn.battle_tactic, lists().tactics);
    out.flag(turn.battle_tactic_completed);
}

Turn read_turn(BitReader& in, const std::vector<std::string>& lines) {
    Turn turn;
    const std::size_t ticks = sdk::read_count(in, kMaxLinesPerTurn, "scoring lines in a turn");
    for (std::size_t i = 0; in.ok() && i < ticks; ++i) {
        LineTick tick;
        tick.line_id = sdk::read_choice(in, lines);
        tick.times = static_cast<std::uint32_t>(in.signed_golomb(0) + 1);
        turn.lines.push_back(std::move(tick));
    }
    if (!in.flag()) return turn;
    turn.battle_tactic = sdk::read_choice(in, lists().tactics);
    turn.battle_tactic_completed = in.flag();
    return turn;
}

void write_points(BitWriter& out, std::uint32_t points) {
    out.flag(points % kPointsStep == 0);
    if (points % kPointsStep == 0)
        out.golomb(points / kPointsStep, 0);
    else
        out.golomb(points, kPointsOrder);
}

std::uint32_t read_points(BitReader& in) {
    if (in.flag()) return static_cast<std::uint32_t>(in.golomb(0) * kPointsStep);
    return static_cast<std::uint32_t>(in.golomb(kPointsOrder));
}

void write_sheet(BitWriter& out, const ScoreSheet& sheet) {
    sdk::write_choice(out, sheet.battleplan_id, lists().battleplans);
    write_points(out, sheet.points_limit);
    out.golomb(sheet.players.size(), 0);
    for (const auto& player : sheet.players) {
        text_code::write(out, player.name);
        text_code::write(out, player.faction);
        out.golomb(player.general_keywords.size(), 0);
        for (const auto& keyword : player.general_keywords) sdk::write_choice(out, keyword, lists().alliances);
    }
    const std::vector<std::string> lines = lines_of(sheet.battleplan_id);
    out.golomb(sheet.rounds.size(), 0);
    for (const auto& round : sheet.rounds) {
        out.golomb(round.priority, 0);
        out.golomb(round.first, 0);
        out.golomb(round.turns.size(), 0);
        for (const auto& turn : round.turns) write_turn(out, turn, lines);
    }
    out.golomb(sheet.roll_off.dice.size(), 0);
    for (const auto die : sheet.roll_off.dice) out.signed_golomb(die, 2);
    out.flag(sheet.roll_off.choosing);
    text_code::write(out, sheet.roll_off.outcome);
}

ScoreSheet read_sheet(BitReader& in) {
    ScoreSheet sheet;
    sheet.battleplan_id = sdk::read_choice(in, lists().battleplans);
    sheet.points_limit = read_points(in);
    const std::size_t players = sdk::read_count(in, kMaxScorePlayers, "players");
    for (std::size_t i = 0; in.ok() && i < players; ++i) {
        Player player;
        player.name = text_code::read(in);
        player.faction = text_code::read(in);
        const std::size_t keywords = sdk::read_count(in, kMaxKeywordsPerPlayer, "keywords of a general");
        for (std::size_t k = 0; in.ok() && k < keywords; ++k)
            player.general_keywords.push_back(sdk::read_choice(in, lists().alliances));
        sheet.players.push_back(std::move(player));
    }
    const std::vector<std::string> lines = lines_of(sheet.battleplan_id);
    const std::size_t rounds = sdk::read_count(in, kMaxScoreRounds, "battle rounds");
    for (std::size_t r = 0; in.ok() && r < rounds; ++r) {
        Round round;
        round.priority = static_cast<std::uint32_t>(in.golomb(0));
        round.first = static_cast<std::uint32_t>(in.golomb(0));
        const std::size_t turns = sdk::read_count(in, kMaxScorePlayers, "turns in a round");
        for (std::size_t t = 0; in.ok() && t < turns; ++t) round.turns.push_back(read_turn(in, lines));
        sheet.rounds.push_back(std::move(round));
    }
    const std::size_t dice = sdk::read_count(in, kMostDice, "roll-off dice");
    for (std::size_t i = 0; in.ok() && i < dice; ++i)
        sheet.roll_off.dice.push_back(static_cast<std::int32_t>(in.signed_golomb(2)));
    sheet.roll_off.choosing = in.flag();
    sheet.roll_off.outcome = text_code::read(in);
    return sheet;
}

}  // namespace

bool LinkLayout::write(const bb::model::PluginState& stored, BitWriter& out) {
    if (stored.version != kBattleStateVersion) return false;
    const auto state = sdk::unpack_state<BattleState>(stored, kBattleStateVersion);
    if (!state) return false;
    write_objectives(out, state->objectives);
    write_sheet(out, state->sheet);
    return true;
}

bb::model::PluginState LinkLayout::read(BitReader& in, std::uint32_t /*version*/) {
    BattleState state;
    state.objectives = read_objectives(in);
    state.sheet = read_sheet(in);
    return in.ok() ? save_state(state) : bb::model::PluginState{};
}

}  // namespace aos4
