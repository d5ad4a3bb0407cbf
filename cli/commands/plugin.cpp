// battleboard plugin check FILE [--previous FILE] [--json]: the app's conformance checks on an author's plugin
// file, and against its previous version what share links rely on (cli/conformance/).
#include "commands/commands.hpp"
#include "conformance/plugin_conformance.hpp"

#include <nlohmann/json.hpp>

#include <iostream>

namespace cli {

namespace {

constexpr const char* kUsage = "usage: battleboard plugin check FILE [--previous FILE] [--json]\n";

}  // namespace

int run_plugin(const Arguments& args) {
    if (args.positional.size() != 2 || args.positional[0] != "check") {
        std::cerr << kUsage;
        return kExitBadInput;
    }
    conformance::Report report;
    auto plugin = conformance::open_plugin(args.positional[1], report);
    if (!plugin) {
        std::cerr << plugin.error().message << "\n";
        return kExitBadInput;
    }
    conformance::check_ids_unique(plugin->description, report);
    conformance::check_operations(*plugin->module, plugin->description, report);
    if (auto previous_file = args.value("--previous")) {
        conformance::Report previous_report;
        auto previous = conformance::open_plugin(*previous_file, previous_report);
        if (!previous) {
            std::cerr << "The previous version: " << previous.error().message << "\n";
            return kExitBadInput;
        }
        conformance::check_against_previous(plugin->description, previous->description, report);
    }
    if (args.has("--json")) {
        std::cout << nlohmann::json{{"system", plugin->description.id},
                                    {"passed", report.passed},
                                    {"problems", report.problems},
                                    {"notes", report.notes}}
                         .dump(2)
                  << "\n";
    } else {
        for (const auto& line : report.passed) std::cout << "ok       " << line << "\n";
        for (const auto& line : report.notes) std::cout << "note     " << line << "\n";
        for (const auto& line : report.problems) std::cout << "PROBLEM  " << line << "\n";
        std::cout << plugin->description.id << ": " << report.problems.size() << " problem(s)\n";
    }
    return report.problems.empty() ? kExitOk : kExitFindings;
}

}  // namespace cli
