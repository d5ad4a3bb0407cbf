// battleboard systems [--json]: every installed game system, described by its own plugin file.
#include "battleboard/plugin/shared_library.hpp"
#include "commands/commands.hpp"
#include "json_output.hpp"
#include "plugin_folder.hpp"

#include <iostream>

namespace cli {

int run_systems(const Arguments& args) {
    const auto folder = plugin_folder(args);
    const auto ids = bb::plugin::installed_systems(folder);
    if (ids.empty()) {
        std::cerr << "No game-system plugins found in " << folder.string() << ".\n";
        return kExitBadInput;
    }
    nlohmann::json list = nlohmann::json::array();
    int status = kExitOk;
    for (const auto& id : ids) {
        auto system = load_system(folder, id);
        if (!system) {
            std::cerr << system.error().message << "\n";
            status = kExitBadInput;
            continue;
        }
        const auto& d = system->description;
        if (args.has("--json")) {
            list.push_back(summary_json(d));
        } else {
            std::cout << d.id << "\t" << d.name << "\t(" << d.editions.front().name << "; " << d.catalogue.size()
                      << " catalogue entries)\n";
        }
    }
    if (args.has("--json")) std::cout << list.dump(2) << "\n";
    return status;
}

}  // namespace cli
