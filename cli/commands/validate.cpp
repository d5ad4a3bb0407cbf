// battleboard validate SETUP.json [--json]: checks a setup against its game system's rules.
// Exit 0: legal; 1: breaches (listed with measured numbers); 2: bad input.
#include "battleboard/setup/setup_json.hpp"
#include "commands/commands.hpp"
#include "plugin_folder.hpp"
#include "text_file.hpp"

#include <nlohmann/json.hpp>

#include <iostream>

namespace cli {

int run_validate(const Arguments& args) {
    if (args.positional.size() != 1) {
        std::cerr << "usage: battleboard validate SETUP.json [--json]\n";
        return kExitBadInput;
    }
    const auto text = read_text_file(args.positional[0]);
    if (!text) {
        std::cerr << "Cannot read " << args.positional[0] << ".\n";
        return kExitBadInput;
    }
    auto battlefield = bb::setup::from_json(*text);
    if (!battlefield) {
        std::cerr << args.positional[0] << ": " << battlefield.error().message << "\n";
        return kExitBadInput;
    }
    auto system = open_system(args, battlefield->system_id);
    if (!system) return kExitBadInput;
    auto findings = system->client.validate(*battlefield);
    if (!findings) {
        std::cerr << findings.error().message << "\n";
        return kExitBadInput;
    }
    if (args.has("--json")) {
        nlohmann::json items = nlohmann::json::array();
        for (const auto& f : findings->items) {
            nlohmann::json item = {{"severity", f.severity == bb::rules::Severity::Breach ? "breach" : "advice"},
                                   {"rule", f.rule_id}, {"message", f.message}, {"pieces", f.piece_ids},
                                   {"objectives", f.objective_ids}};
            if (f.has_measure) item["measured"] = f.measured, item["limit"] = f.limit;
            items.push_back(item);
        }
        std::cout << nlohmann::json{{"legal", !findings->has_breach()}, {"findings", items}}.dump(2) << "\n";
    } else {
        for (const auto& f : findings->items)
            std::cout << (f.severity == bb::rules::Severity::Breach ? "BREACH " : "advice ") << f.message << "\n";
        std::cout << (findings->has_breach() ? "The setup breaks the rules above.\n" : "The setup is legal.\n");
    }
    return findings->has_breach() ? kExitFindings : kExitOk;
}

} // namespace cli
