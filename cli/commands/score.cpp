// battleboard score SETUP.json [--json]: the battle a setup file holds (its game system's state, where the score is
// kept) summed up by the system's plugin ("summary"): each player's total, a line per battle round worded by the
// plugin, warnings and the result. Exit 0: worked out; 1: the plugin warns that the score breaks a rule; 2: bad
// input.
#include "battleboard/plugin/match_operations.hpp"
#include "battleboard/setup/setup_json.hpp"
#include "commands/commands.hpp"
#include "plugin_folder.hpp"
#include "text_file.hpp"

#include <nlohmann/json.hpp>

#include <iostream>

namespace cli {

namespace {

nlohmann::json summary_json(const bb::rules::BattleSummary& s) {
    nlohmann::json players = nlohmann::json::array();
    nlohmann::json totals = nlohmann::json::array();
    for (const auto& p : s.players) {
        players.push_back({{"name", p.name}, {"score", p.score}, {"detail", p.detail}});
        totals.push_back(p.score);
    }
    return {{"players", players},
            {"totals", totals},
            {"leader", s.leader},
            {"rounds_played", s.rounds_played},
            {"battle_rounds", s.battle_rounds},
            {"finished", s.finished},
            {"unit", s.unit},
            {"result", s.result},
            {"warnings", s.warnings},
            {"rounds", s.rounds}};
}

}  // namespace

int run_score(const Arguments& args) {
    if (args.positional.size() != 1) {
        std::cerr << "usage: battleboard score SETUP.json [--json]\n";
        return kExitBadInput;
    }
    const auto text = read_text_file(args.positional[0]);
    if (!text) {
        std::cerr << "Cannot read " << args.positional[0] << ".\n";
        return kExitBadInput;
    }
    const auto battlefield = bb::setup::from_json(*text);
    if (!battlefield) {
        std::cerr << args.positional[0] << ": " << battlefield.error().message << "\n";
        return kExitBadInput;
    }
    auto system = open_system(args, battlefield->system_id);
    if (!system) return kExitBadInput;
    if (!system->description.answers(bb::plugin::kSummary.name)) {
        std::cerr << battlefield->system_id << " keeps no score.\n";
        return kExitBadInput;
    }
    auto summary = system->client.request(bb::plugin::kSummary, *battlefield);
    if (!summary) {
        std::cerr << summary.error().message << "\n";
        return kExitBadInput;
    }
    if (args.has("--json")) {
        std::cout << summary_json(*summary).dump(2) << "\n";
    } else {
        const auto* plan = system->description.find_battleplan(battlefield->battleplan_id);
        std::cout << (plan                                 ? plan->name
                      : battlefield->battleplan_id.empty() ? "victory points"
                                                           : battlefield->battleplan_id)
                  << "\n";
        for (const auto& line : summary->rounds) std::cout << line << "\n";
        for (const auto& w : summary->warnings) std::cout << "warning: " << w << "\n";
        std::cout << summary->result << "\n";
    }
    return summary->warnings.empty() ? kExitOk : kExitFindings;
}

}  // namespace cli
