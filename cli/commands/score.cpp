// battleboard score SHEET.json [--json]: a score sheet read into its game system's plugin state by the plugin
// ("convert-legacy-sheet") and summed up by it ("summary"): each player's total, a line per battle round worded by
// the plugin, warnings and the result. A sheet with no battleplan holds plain victory points (40K, Warhammer
// Fantasy, The Old World), added up without a plugin. Exit 0: worked out; 1: the sheet ticks something the rules do
// not allow (listed); 2: bad input.
#include "battleboard/plugin/legacy_operations.hpp"
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

std::string who(const bb::model::ScoreSheet& sheet, std::size_t player) {
    const auto& name = sheet.players[player].name;
    return name.empty() ? "player " + std::to_string(player + 1) : name;
}

std::string cell(std::string text) { return text.size() < 14 ? text + std::string(14 - text.size(), ' ') : text + " "; }

// A sheet with no battleplan holds plain victory points: added up here, with no game system's rules.
int print_plain_sheet(const bb::model::ScoreSheet& sheet, bool as_json) {
    std::vector<std::uint32_t> running(sheet.players.size(), 0);
    nlohmann::json rounds = nlohmann::json::array();
    if (!as_json) {
        std::cout << "victory points\n" << cell("round");
        for (std::size_t p = 0; p < sheet.players.size(); ++p) std::cout << cell(who(sheet, p));
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
    if (!system->description.answers(bb::plugin::kSummary) ||
        !system->description.answers(bb::plugin::kConvertLegacySheet)) {
        std::cerr << sheet->system_id << " keeps no score sheet of its own; leave \"battleplan\" empty for plain "
                  << "victory points.\n";
        return kExitBadInput;
    }
    // The plugin reads the sheet into its own battle state, then sums that state up.
    bb::model::Battlefield battlefield;
    battlefield.system_id = sheet->system_id;
    battlefield.battleplan_id = sheet->sheet.battleplan_id;
    bb::plugin::LegacySheet legacy;
    legacy.json = *text;  // the file's sheet fields are a setup file's "score_sheet" fields
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
        std::cout << (plan ? plan->name : battlefield.battleplan_id) << "\n";
        for (const auto& line : summary->rounds) std::cout << line << "\n";
        for (const auto& w : summary->warnings) std::cout << "warning: " << w << "\n";
        std::cout << summary->result << "\n";
    }
    return summary->warnings.empty() ? kExitOk : kExitFindings;
}

}  // namespace cli
