// battleboard catalogue SYSTEM [--edition ID] [--json]: the pieces a player can place, with their rules.
#include "commands/commands.hpp"
#include "json_output.hpp"
#include "plugin_folder.hpp"

#include <algorithm>
#include <iomanip>
#include <iostream>

namespace cli {

int run_catalogue(const Arguments& args) {
    if (args.positional.size() != 1) {
        std::cerr << "usage: battleboard catalogue SYSTEM [--edition ID] [--json]\n";
        return kExitBadInput;
    }
    auto system = open_system(args, args.positional[0]);
    if (!system) return kExitBadInput;
    const auto& d = system->description;
    const std::string edition = args.value("--edition").value_or(d.editions.front().id);
    if (!std::any_of(d.editions.begin(), d.editions.end(), [&](const auto& e) { return e.id == edition; })) {
        std::cerr << "Unknown rules edition '" << edition << "' for " << d.id << ". Editions:";
        for (const auto& e : d.editions) std::cerr << " " << e.id;
        std::cerr << "\n";
        return kExitBadInput;
    }
    const auto entries = d.catalogue_for(edition);
    if (args.has("--json")) {
        nlohmann::json out = summary_json(d);
        out["edition"] = edition;
        out["catalogue"] = nlohmann::json::array();
        for (const auto* e : entries) out["catalogue"].push_back(to_json(*e));
        out["abilities"] = nlohmann::json::array();
        for (const auto& a : d.abilities)
            if (bb::sys::applies_to(a.editions, edition)) out["abilities"].push_back(to_json(a));
        std::cout << out.dump(2) << "\n";
        return kExitOk;
    }
    std::cout << d.name << " - " << entries.size() << " catalogue entries (" << edition << ")\n\n";
    for (const auto* e : entries) {
        const auto box = bb::geo::bounds(e->footprint);
        std::cout << e->name << " [" << e->category << "] " << std::setprecision(3) << box.width() << "\" x "
                  << box.depth() << "\"\n  " << e->text << "\n";
        for (const auto& ability_id : e->abilities)
            if (const auto* a = d.find_ability(ability_id, edition))
                std::cout << "  * " << a->name << ": " << a->text << "\n";
        std::cout << "\n";
    }
    return kExitOk;
}

}  // namespace cli
