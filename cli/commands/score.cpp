// battleboard score SHEET.json [--json]: works a score sheet out with its game system's rules: victory points
// per round with caps applied, the underdog of each round, and the result. A sheet with no battleplan holds plain
// victory points (40K, Warhammer Fantasy, The Old World), added up without a plugin.
// Exit 0: worked out; 1: the sheet ticks something the rules do not allow (listed); 2: bad input.
#include "battleboard/plugin/match_operations.hpp"
#include "battleboard/rules/victory_points.hpp"
#include "battleboard/setup/score_sheet_json.hpp"
#include "commands/commands.hpp"
#include "plugin_folder.hpp"
#include "text_file.hpp"

#include <nlohmann/json.hpp>

#include <iostream>

namespace cli {

namespace {

const char* outcome_name(bb::rules::Outcome outcome) {
    switch (outcome) {
        case bb::rules::Outcome::MajorVictory: return "major-victory";
        case bb::rules::Outcome::MinorVictory: return "minor-victory";
        case bb::rules::Outcome::Draw: return "draw";
    }
    return "";
}

nlohmann::json summary_json(const bb::rules::ScoreSummary& s) {
    nlohmann::json rounds = nlohmann::json::array();
    for (const auto& r : s.rounds) {
        nlohmann::json players = nlohmann::json::array();
        for (const auto& t : r.players)
            players.push_back({{"objective_vp", t.objective_vp},
                               {"objective_vp_uncapped", t.objective_vp_uncapped},
                               {"other_vp", t.other_vp},
                               {"battle_tactic_vp", t.battle_tactic_vp},
                               {"turn_vp", t.turn_vp},
                               {"running_total", t.running_total}});
        rounds.push_back({{"round", r.round},
                          {"underdog", r.underdog},
                          {"double_turn", r.double_turn},
                          {"seized_initiative", r.seized_initiative},
                          {"players", players}});
    }
    return {{"rounds", rounds},
            {"totals", s.totals},
            {"battle_tactics_completed", s.battle_tactics_completed},
            {"battle_rounds", s.battle_rounds},
            {"finished", s.finished},
            {"outcome", outcome_name(s.outcome)},
            {"winner", s.winner},
            {"result", s.result},
            {"warnings", s.warnings}};
}

std::string who(const bb::model::ScoreSheet& sheet, std::int32_t player) {
    if (player == bb::rules::kNoPlayer) return "-";
    const auto& name = sheet.players[std::size_t(player)].name;
    return name.empty() ? (player == 0 ? "attacker" : "defender") : name;
}

std::string cell(std::string text) { return text.size() < 14 ? text + std::string(14 - text.size(), ' ') : text + " "; }

// A sheet with no battleplan holds plain victory points: added up here, with no game system's rules.
int print_plain_sheet(const bb::model::ScoreSheet& sheet, bool as_json) {
    std::vector<std::uint32_t> running(sheet.players.size(), 0);
    nlohmann::json rounds = nlohmann::json::array();
    if (!as_json) {
        std::cout << "victory points\n" << cell("round");
        for (std::size_t p = 0; p < sheet.players.size(); ++p) std::cout << cell(who(sheet, std::int32_t(p)));
        std::cout << "\n";
    }
    for (std::size_t r = 0; r < sheet.rounds.size(); ++r) {
        nlohmann::json players = nlohmann::json::array();
        if (!as_json) std::cout << cell(std::to_string(r + 1));
        for (std::size_t p = 0; p < running.size(); ++p) {
            const auto scored = bb::rules::victory_points(sheet.rounds[r], p);
            running[p] += scored;
            players.push_back({{"vp", scored}, {"running_total", running[p]}});
            if (!as_json) std::cout << cell("+" + std::to_string(scored) + " = " + std::to_string(running[p]));
        }
        if (!as_json) std::cout << "\n";
        rounds.push_back({{"round", r + 1}, {"players", players}});
    }
    if (as_json) std::cout << nlohmann::json{{"rounds", rounds}, {"totals", running}}.dump(2) << "\n";
    return kExitOk;
}

}  // namespace

int run_score(const Arguments& args) {
    if (args.positional.size() != 1) {
        std::cerr << "usage: battleboard score SHEET.json [--json]\n";
        return kExitBadInput;
    }
    const auto text = read_text_file(args.positional[0]);
    if (!text) {
        std::cerr << "Cannot read " << args.positional[0] << ".\n";
        return kExitBadInput;
    }
    auto sheet = bb::setup::score_sheet_from_json(*text);
    if (!sheet) {
        std::cerr << args.positional[0] << ": " << sheet.error().message << "\n";
        return kExitBadInput;
    }
    if (sheet->sheet.battleplan_id.empty()) return print_plain_sheet(sheet->sheet, args.has("--json"));
    auto system = open_system(args, sheet->system_id);
    if (!system) return kExitBadInput;
    auto summary = system->client.request<bb::rules::ScoreSummary>(bb::plugin::kScore, sheet->sheet);
    if (!summary) {
        std::cerr << summary.error().message << "\n";
        return kExitBadInput;
    }
    if (args.has("--json")) {
        std::cout << summary_json(*summary).dump(2) << "\n";
    } else {
        const auto& s = sheet->sheet;
        const auto* plan = system->description.find_battleplan(s.battleplan_id);
        std::cout << (plan ? plan->name : s.battleplan_id) << "\n"
                  << cell("round") << cell(who(s, 0)) << cell(who(s, 1)) << "underdog\n";
        for (const auto& r : summary->rounds) {
            std::cout << cell(std::to_string(r.round));
            for (const auto& t : r.players)
                std::cout << cell("+" + std::to_string(t.turn_vp) + " = " + std::to_string(t.running_total));
            std::cout << who(s, r.underdog);
            if (r.double_turn != bb::rules::kNoPlayer)
                std::cout << "  (double turn: " << who(s, r.double_turn)
                          << (r.seized_initiative ? ", seized the initiative)" : ")");
            std::cout << "\n";
        }
        for (const auto& w : summary->warnings) std::cout << "warning: " << w << "\n";
        std::cout << summary->result << "\n";
    }
    return summary->warnings.empty() ? kExitOk : kExitFindings;
}

}  // namespace cli
