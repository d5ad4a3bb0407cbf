// battleboard score SHEET.json [--json]: a score sheet read into its game system's plugin state by the plugin
// ("convert-legacy-sheet") and summed up by it ("summary"): each player's total, a line per battle round worded by
// the plugin, warnings and the result. Exit 0: worked out; 1: the sheet ticks something the rules do not allow
// (listed), or names a battleplan, player or round its system or the sheet does not have (score_sheet_check.hpp,
// nothing scored); 2: bad input.
#include "battleboard/plugin/legacy_operations.hpp"
#include "battleboard/plugin/match_operations.hpp"
#include "battleboard/setup/legacy_sheet_request.hpp"
#include "battleboard/setup/score_sheet_check.hpp"
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
        std::cerr << "usage: battleboard score SHEET.json [--json]\n";
        return kExitBadInput;
    }
    const auto text = read_text_file(args.positional[0]);
    if (!text) {
        std::cerr << "Cannot read " << args.positional[0] << ".\n";
        return kExitBadInput;
    }
    // The file's own fields; the sheet's are a setup file's "score_sheet" fields, which only the plugin reads.
    const auto file = nlohmann::json::parse(*text, nullptr, /*allow_exceptions=*/false);
    if (!file.is_object() || file.value("format", nlohmann::json()) != "battleboard-score-sheet" ||
        file.value("version", nlohmann::json()) != 1 || !file.value("system", nlohmann::json()).is_string()) {
        std::cerr << args.positional[0] << ": not a Battleboard score sheet (format \"battleboard-score-sheet\", "
                  << "version 1, with its system).\n";
        return kExitBadInput;
    }
    const std::string system_id = file["system"].get<std::string>();
    auto system = open_system(args, system_id);
    if (!system) return kExitBadInput;
    if (!system->description.answers(bb::plugin::kSummary) ||
        !system->description.answers(bb::plugin::kConvertLegacySheet)) {
        std::cerr << system_id << " keeps no score sheet.\n";
        return kExitBadInput;
    }
    // What the system does not know (a battleplan, a player, a round) is named before the plugin scores anything.
    if (const auto problems = bb::setup::check_score_sheet(*text, system->description, "sheet"); !problems.empty()) {
        for (const auto& p : problems) std::cerr << args.positional[0] << ": " << p.path << ": " << p.message << ".\n";
        return kExitFindings;
    }
    // The plugin reads the sheet into its own battle state, then sums that state up.
    bb::model::Battlefield battlefield;
    battlefield.system_id = system_id;
    if (file.contains("battleplan") && file["battleplan"].is_string())
        battlefield.battleplan_id = file["battleplan"].get<std::string>();
    const auto legacy = bb::setup::legacy_sheet_request(*text, {});
    auto converted = system->client.request<bb::plugin::ConvertedSheet>(bb::plugin::kConvertLegacySheet, legacy);
    if (!converted) {
        std::cerr << args.positional[0] << ": " << converted.error().message << "\n";
        return kExitBadInput;
    }
    battlefield.plugin_state = std::move(converted->state);
    auto summary = system->client.request<bb::rules::BattleSummary>(bb::plugin::kSummary, battlefield);
    if (!summary) {
        std::cerr << summary.error().message << "\n";
        return kExitBadInput;
    }
    if (args.has("--json")) {
        std::cout << summary_json(*summary).dump(2) << "\n";
    } else {
        const auto* plan = system->description.find_battleplan(battlefield.battleplan_id);
        std::cout << (plan                                ? plan->name
                      : battlefield.battleplan_id.empty() ? "victory points"
                                                          : battlefield.battleplan_id)
                  << "\n";
        for (const auto& line : summary->rounds) std::cout << line << "\n";
        for (const auto& w : summary->warnings) std::cout << "warning: " << w << "\n";
        std::cout << summary->result << "\n";
    }
    return summary->warnings.empty() ? kExitOk : kExitFindings;
}

}  // namespace cli
