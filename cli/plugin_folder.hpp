#pragma once
// Finding and opening the plugin files the CLI works with.
#include "arguments.hpp"
#include "battleboard/plugin/plugin_client.hpp"

#include <filesystem>

namespace cli {

// --plugins DIR, else $BATTLEBOARD_PLUGINS, else the plugins folder beside the CLI's own build folder.
std::filesystem::path plugin_folder(const Arguments& args);

struct LoadedSystem {
    bb::plugin::PluginClient client;
    bb::sys::SystemDescription description;
};

bb::Result<LoadedSystem> load_system(const std::filesystem::path& folder, const std::string& system_id);

} // namespace cli
