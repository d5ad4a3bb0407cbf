// battleboard validate SETUP.json... [--json]: checks setups against their game systems' rules; organisers pass
// a whole room of tables at once.
// Exit 0: all legal; 1: some setup breaks a rule (listed with measured numbers) or names what its system does not
// know or what no table allows (listed with its JSON path, and checked no further); 2: some file is unreadable.
#include "commands/commands.hpp"
#include "plugin_folder.hpp"
#include "setup_problems.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <iostream>
#include <map>

namespace cli {
namespace {

struct Checked {
    int exit_code = kExitOk;
    nlohmann::json report;  // --json: {"legal", "findings"}
};

Checked check_file(const Arguments& args, const std::string& path, std::map<std::string, LoadedSystem>& systems,
                   bool several) {
    const std::string prefix = several ? path + ": " : "";
    auto battlefield = read_setup_file(path);
    if (!battlefield) {
        std::cerr << battlefield.error().message << "\n";
        return {kExitBadInput, {{"error", battlefield.error().message}}};
    }
    auto system = systems.find(battlefield->system_id);
    if (system == systems.end()) {
        auto opened = open_system(args, battlefield->system_id);
        if (!opened) return {kExitBadInput, {{"error", "game system " + battlefield->system_id + " not installed"}}};
        system = systems.emplace(battlefield->system_id, std::move(*opened)).first;
    }
    if (const auto problems = setup_problems(*battlefield, &system->second); !problems.empty()) {
        nlohmann::json items = nlohmann::json::array();
        for (const auto& p : problems)
            items.push_back({{"severity", "breach"},
                             {"rule", bb::setup::kSetupContentRule},
                             {"path", p.path},
                             {"message", p.message}});
        if (!args.has("--json")) {
            print_problems(std::cout, prefix + "BREACH ", problems);
            std::cout << prefix << "The setup is not valid (above); its placement was not checked.\n";
        }
        return {kExitFindings, {{"legal", false}, {"findings", items}}};
    }
    auto findings = system->second.client.validate(*battlefield);
    if (!findings) {
        std::cerr << prefix << findings.error().message << "\n";
        return {kExitBadInput, {{"error", findings.error().message}}};
    }
    nlohmann::json items = nlohmann::json::array();
    for (const auto& f : findings->items) {
        nlohmann::json item = {{"severity", f.severity == bb::rules::Severity::Breach ? "breach" : "advice"},
                               {"rule", f.rule_id},
                               {"message", f.message},
                               {"pieces", f.piece_ids},
                               {"objectives", f.objective_ids}};
        if (f.has_measure) item["measured"] = f.measured, item["limit"] = f.limit;
        items.push_back(item);
        if (!args.has("--json"))
            std::cout << prefix << (f.severity == bb::rules::Severity::Breach ? "BREACH " : "advice ") << f.message
                      << "\n";
    }
    if (!args.has("--json"))
        std::cout << prefix
                  << (findings->has_breach() ? "The setup breaks the rules above.\n" : "The setup is legal.\n");
    return {findings->has_breach() ? kExitFindings : kExitOk,
            {{"legal", !findings->has_breach()}, {"findings", items}}};
}

}  // namespace

int run_validate(const Arguments& args) {
    if (args.positional.empty()) {
        std::cerr << "usage: battleboard validate SETUP.json... [--json]\n";
        return kExitBadInput;
    }
    const bool several = args.positional.size() > 1;
    std::map<std::string, LoadedSystem> systems;  // each plugin opened once for the whole room
    int exit_code = kExitOk;
    nlohmann::json reports = nlohmann::json::array();
    for (const auto& path : args.positional) {
        auto checked = check_file(args, path, systems, several);
        exit_code = std::max(exit_code, checked.exit_code);
        checked.report["file"] = path;
        reports.push_back(std::move(checked.report));
    }
    if (args.has("--json")) {
        if (several)
            std::cout << reports.dump(2) << "\n";
        else if (exit_code != kExitBadInput) {
            reports[0].erase("file");  // one file keeps the shape it always had
            std::cout << reports[0].dump(2) << "\n";
        }
    } else if (several) {
        const auto legal =
            std::count_if(reports.begin(), reports.end(), [](const auto& r) { return r.value("legal", false); });
        std::cout << legal << " of " << reports.size() << " setups are legal.\n";
    }
    return exit_code;
}

}  // namespace cli
