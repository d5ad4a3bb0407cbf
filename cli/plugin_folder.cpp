#include "plugin_folder.hpp"

#include "battleboard/plugin/plugin_index.hpp"
#include "battleboard/plugin/shared_library.hpp"

#include <unistd.h>
#include <cstdlib>
#include <iostream>

namespace cli {

std::filesystem::path plugin_folder(const Arguments& args) {
    if (auto dir = args.value("--plugins")) return *dir;
    if (const char* env = std::getenv("BATTLEBOARD_PLUGINS")) return env;
    std::error_code ignored;
    const auto self = std::filesystem::read_symlink("/proc/self/exe", ignored);
    return self.parent_path().parent_path() / "plugins";
}

bb::Result<LoadedSystem> load_system(const std::filesystem::path& folder, const std::string& system_id,
                                     std::string_view named_version) {
    auto index = bb::plugin::read_plugin_index(folder);
    if (!index) return index.error();
    auto module = bb::plugin::open_indexed_plugin(folder, *index, system_id);
    const auto* entry = index->find(system_id);
    if (!module) {
        std::string known;
        for (const auto& installed : index->systems) known += (known.empty() ? "" : ", ") + installed.id;
        const std::string why =
            entry ? module.error().message : bb::plugin::missing_system_message(system_id, named_version);
        return bb::make_error("Unknown game system '" + system_id + "' (" + why +
                              ") Installed systems: " + (known.empty() ? "none" : known) + ".");
    }
    auto client = bb::plugin::PluginClient::connect(std::move(*module), system_id);
    if (!client) return client.error();
    auto description = client->describe();
    if (!description) return description.error();
    return LoadedSystem{std::move(*client), std::move(*description), entry->version};
}

std::optional<LoadedSystem> open_system(const Arguments& args, const std::string& system_id) {
    auto system = load_system(plugin_folder(args), system_id);
    if (!system) {
        std::cerr << system.error().message << "\n";
        return std::nullopt;
    }
    return std::move(*system);
}

}  // namespace cli
