#include "battleboard/sdk/victory_points.hpp"

#include "battleboard/link/text_code.hpp"
#include "battleboard/sdk/link_state.hpp"

#include <algorithm>

namespace bb::plugin::sdk::vp {

namespace {

constexpr std::size_t kMostPlayers = 8;
constexpr std::size_t kMostRounds = 16;
constexpr std::uint32_t kMostPoints = 1000;  // in one round
constexpr std::size_t kMostNameBytes = 128;

std::string name_of(const Sheet& sheet, std::size_t player) {
    const auto& name = sheet.names[player];
    return name.empty() ? "Player " + std::to_string(player + 1) : name;
}

std::vector<std::uint32_t> totals(const Sheet& sheet) {
    std::vector<std::uint32_t> sums(sheet.names.size(), 0);
    for (const auto& round : sheet.rounds)
        for (std::size_t p = 0; p < sums.size() && p < round.size(); ++p) sums[p] += round[p];
    return sums;
}

std::string standing(const Sheet& sheet) {
    const auto sums = totals(sheet);
    if (sums.size() < 2) return {};
    if (sums[0] == sums[1]) return "Level at " + std::to_string(sums[0]) + " each.";
    const std::size_t ahead = sums[0] > sums[1] ? 0 : 1;
    return name_of(sheet, ahead) + " leads by " + std::to_string(sums[ahead] - sums[1 - ahead]) + " (" +
           std::to_string(sums[ahead]) + " to " + std::to_string(sums[1 - ahead]) + ").";
}

// "r<round>:p<player>", both counted as the panel shows them (rounds from 1, players from 0).
bool cell_of(const std::string& key, std::size_t& round, std::size_t& player) {
    const auto colon = key.find(":p");
    if (!key.starts_with("r") || colon == std::string::npos) return false;
    const auto r = parse_whole(std::string_view(key).substr(1, colon - 1));
    const auto p = parse_whole(std::string_view(key).substr(colon + 2));
    if (!r || !p || *r < 1 || *p < 0) return false;
    round = std::size_t(*r - 1), player = std::size_t(*p);
    return true;
}

}  // namespace

panel::Panel panel(const Sheet& sheet) {
    PanelBuilder b(std::string(kPanel), "");
    b.folding_group("score", "Victory points");
    if (!sheet.kept()) {
        b.text("about",
               "Keep each player's victory points round by round; they are saved and shared with the battlefield.",
               panel::Tone::Muted)
            .button("start", "Keep score");
        return b.end_group().build();
    }
    for (std::size_t p = 0; p < sheet.names.size(); ++p)
        b.text_input("name:" + std::to_string(p), "Player " + std::to_string(p + 1) + "'s name", sheet.names[p],
                     kMostNameBytes);
    for (std::size_t r = 0; r < sheet.rounds.size(); ++r)
        for (std::size_t p = 0; p < sheet.names.size(); ++p) {
            const std::uint32_t points = p < sheet.rounds[r].size() ? sheet.rounds[r][p] : 0;
            b.whole("r" + std::to_string(r + 1) + ":p" + std::to_string(p),
                    "Round " + std::to_string(r + 1) + ", " + name_of(sheet, p), points, 0, kMostPoints);
        }
    if (sheet.rounds.size() < kMostRounds) b.button("next-round", "Next battle round");
    if (sheet.rounds.size() > 1) b.button("remove-round", "Remove last round");
    b.text("standing", standing(sheet), panel::Tone::Result);
    // Clearing asks once more: a score is easily lost with one tap and not easily rebuilt.
    if (!sheet.confirming_clear)
        b.button("clear", "Clear the score...");
    else
        b.button("clear-confirm", "Clear it").button("keep", "Keep it");
    return b.end_group().build();
}

Result<Sheet> act(Sheet sheet, const panel::Action& a) {
    const auto& key = a.control_key;
    std::size_t round = 0, player = 0;
    if (a.panel_key != kPanel) return make_error("This game system has no panel \"" + a.panel_key + "\".");
    if (key == "start") {
        sheet = {{"", ""}, {{0, 0}}, false};
    } else if (key.starts_with("name:") && sheet.kept()) {
        const auto p = parse_whole(std::string_view(key).substr(5));
        if (!p || *p < 0 || std::size_t(*p) >= sheet.names.size()) return make_error("There is no such player.");
        if (a.text.size() > kMostNameBytes) return make_error("A name is at most 128 letters long.");
        sheet.names[std::size_t(*p)] = a.text;
    } else if (cell_of(key, round, player)) {
        if (round >= sheet.rounds.size() || player >= sheet.names.size())
            return make_error("There is no such battle round or player.");
        if (a.number != double(std::int64_t(a.number)) || a.number < 0 || a.number > kMostPoints)
            return make_error("Victory points in a round are 0 to 1000.");
        sheet.rounds[round].resize(std::max(sheet.rounds[round].size(), player + 1), 0);
        sheet.rounds[round][player] = std::uint32_t(a.number);
    } else if (key == "next-round" && sheet.kept() && sheet.rounds.size() < kMostRounds) {
        sheet.rounds.emplace_back(sheet.names.size(), 0);
    } else if (key == "remove-round" && sheet.rounds.size() > 1) {
        sheet.rounds.pop_back();
    } else if (key == "clear") {
        sheet.confirming_clear = true;
    } else if (key == "clear-confirm") {
        sheet = {};
    } else if (key == "keep") {
        sheet.confirming_clear = false;
    } else {
        return make_error("The victory points panel has no control \"" + key + "\".");
    }
    return sheet;
}

rules::BattleSummary summary(const Sheet& sheet) {
    rules::BattleSummary summary;
    if (!sheet.kept()) return summary;
    summary.kept = true;
    const auto sums = totals(sheet);
    for (std::size_t p = 0; p < sums.size(); ++p) summary.players.push_back({name_of(sheet, p), sums[p], {}});
    summary.rounds_played = std::uint32_t(sheet.rounds.size());
    std::vector<std::uint32_t> running(sums.size(), 0);
    for (std::size_t r = 0; r < sheet.rounds.size(); ++r) {  // "Round 2: Ann +0 = 15, Bob +12 = 21."
        std::string line = "Round " + std::to_string(r + 1) + ":";
        for (std::size_t p = 0; p < running.size(); ++p) {
            const std::uint32_t scored = p < sheet.rounds[r].size() ? sheet.rounds[r][p] : 0;
            running[p] += scored;
            line += (p ? ", " : " ") + name_of(sheet, p) + " +" + std::to_string(scored) + " = " +
                    std::to_string(running[p]);
        }
        summary.rounds.push_back(line + ".");
    }
    const auto best = std::max_element(sums.begin(), sums.end());
    if (std::count(sums.begin(), sums.end(), *best) == 1) {
        summary.leader = std::int32_t(best - sums.begin());
        summary.result =
            summary.players[std::size_t(summary.leader)].name + " leads with " + std::to_string(*best) + " VP.";
    } else {
        summary.result = "Level at " + std::to_string(*best) + " VP.";
    }
    return summary;
}

std::string impossible(const Sheet& sheet) {
    const auto n = [](std::size_t value) { return std::to_string(value); };
    if (sheet.names.size() > kMostPlayers)
        return "The score has " + n(sheet.names.size()) + " players; it holds at most " + n(kMostPlayers) + ".";
    if (sheet.rounds.size() > kMostRounds)
        return "The score has " + n(sheet.rounds.size()) + " battle rounds; it holds at most " + n(kMostRounds) + ".";
    if (!sheet.kept() && !sheet.rounds.empty())
        return "The score has " + n(sheet.rounds.size()) + " battle rounds but no players.";
    for (std::size_t r = 0; r < sheet.rounds.size(); ++r) {
        const auto& round = sheet.rounds[r];
        const std::string where = "Battle round " + n(r + 1);
        if (round.size() > sheet.names.size())
            return where + " holds points for player " + n(round.size()) + ", who is not in the battle (it has " +
                   n(sheet.names.size()) + " players).";
        for (std::size_t p = 0; p < round.size(); ++p)
            if (round[p] > kMostPoints)
                return where + " gives " + name_of(sheet, p) + " " + n(round[p]) + " points; a round holds 0 to " +
                       n(kMostPoints) + ".";
    }
    return {};
}

constexpr int kPointsOrder = 1;  // a round's points: mostly under 14

void write_sheet(link::BitWriter& out, const Sheet& sheet) {
    out.golomb(sheet.names.size(), 0);
    for (const auto& name : sheet.names) link::text_code::write(out, name);
    out.golomb(sheet.rounds.size(), 0);
    for (const auto& round : sheet.rounds) {
        out.golomb(round.size(), 0);
        for (std::uint32_t points : round) out.golomb(points, kPointsOrder);
    }
    out.flag(sheet.confirming_clear);
}

Sheet read_sheet(link::BitReader& in) {
    Sheet sheet;
    const std::size_t players = read_count(in, kMostPlayers, "players");
    for (std::size_t i = 0; in.ok() && i < players; ++i) sheet.names.push_back(link::text_code::read(in));
    const std::size_t rounds = read_count(in, kMostRounds, "battle rounds");
    for (std::size_t r = 0; in.ok() && r < rounds; ++r) {
        std::vector<std::uint32_t> round;
        const std::size_t scores = read_count(in, kMostPlayers, "players' points in a round");
        for (std::size_t p = 0; in.ok() && p < scores; ++p) {
            const std::uint64_t points = in.golomb(kPointsOrder);
            if (in.ok() && points > kMostPoints)
                in.fail("more than " + std::to_string(kMostPoints) + " points in a round");
            round.push_back(static_cast<std::uint32_t>(points));
        }
        sheet.rounds.push_back(std::move(round));
    }
    sheet.confirming_clear = in.flag();
    return sheet;
}

}  // namespace bb::plugin::sdk::vp
