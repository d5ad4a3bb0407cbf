// battleboard score SETUP.json [--json]: the battle a setup file holds (its game system's state, where the score is
// kept) summed up by the system's plugin ("summary"): each player's total, a line per battle round worded by the
// plugin, warnings and the result. The setup is checked first as `validate` checks it (an unknown battleplan is
// never summed up as no score). Exit 0: worked out; 1: the setup breaks the shared check (each problem with its
// JSON path), the plugin refuses the score it holds, or warns that it breaks a rule; 2: unreadable input.
#include "battleboard/plugin/abi.h"
#include "battleboard/plugin/match_operations.hpp"
#include "commands/commands.hpp"
#include "plugin_folder.hpp"
#include "setup_problems.hpp"

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
    return {{"kept", s.kept},
            {"players", players},
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
    const std::string& path = args.positional[0];
    const auto battlefield = read_setup_file(path);
    if (!battlefield) {
        std::cerr << battlefield.error().message << "\n";
        return kExitBadInput;
    }
    auto system = open_system(args, battlefield->system_id);
    if (!system) return kExitBadInput;
    if (const auto problems = setup_problems(*battlefield, &*system); !problems.empty()) {
        print_problems(std::cerr, path + ": ", problems);
        std::cerr << path << ": the setup is not valid (above); its score was not worked out.\n";
        return kExitFindings;
    }
    if (!system->description.answers(bb::plugin::kSummary.name)) {
        std::cerr << battlefield->system_id << " keeps no score.\n";
        return kExitBadInput;
    }
    auto summary = system->client.request(bb::plugin::kSummary, *battlefield);
    if (!summary) {
        // The plugin read the battle's state and refused it (a first turn for a player who is not there, more
        // battle rounds than the battle has): the file is readable, its score impossible.
        const bool refused = summary.error().status == BB_STATUS_FAILED;
        std::cerr << path << ": " << (refused ? "the score cannot be worked out: " : "") << summary.error().message
                  << "\n";
        return refused ? kExitFindings : kExitBadInput;
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
