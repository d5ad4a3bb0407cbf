// battleboard systems [--json]: every game system the plugin folder's index.json names, described by its own plugin.
#include "battleboard/plugin/shared_library.hpp"
#include "commands/commands.hpp"
#include "json_output.hpp"
#include "plugin_folder.hpp"

#include <iostream>

namespace cli {

int run_systems(const Arguments& args) {
    const auto folder = plugin_folder(args);
    auto index = bb::plugin::read_plugin_index(folder);
    if (!index || index->systems.empty()) {
        std::cerr << (index ? "No game-system plugins are listed in " + folder.string() + "/index.json."
                            : index.error().message)
                  << "\n";
        return kExitBadInput;
    }
    nlohmann::json list = nlohmann::json::array();
    int status = kExitOk;
    for (const auto& entry : index->systems) {
        auto system = load_system(folder, entry.id);
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
