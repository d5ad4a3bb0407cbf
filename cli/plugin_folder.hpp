#pragma once
// Finding and opening the plugin files the CLI works with.
#include "arguments.hpp"
#include "battleboard/plugin/plugin_client.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace cli {

// --plugins DIR, else $BATTLEBOARD_PLUGINS, else the plugins folder beside the CLI's own build folder.
std::filesystem::path plugin_folder(const Arguments& args);

struct LoadedSystem {
    bb::plugin::PluginClient client;
    bb::sys::SystemDescription description;
    std::string version;  // the plugin's, as its index entry says: the links the CLI writes name it
};

// `named_version`: the plugin version the setup or link names, for the message when the system is not installed.
bb::Result<LoadedSystem> load_system(const std::filesystem::path& folder, const std::string& system_id,
                                     std::string_view named_version = {});

// load_system from the folder the arguments name; on failure prints why to stderr and gives nothing.
std::optional<LoadedSystem> open_system(const Arguments& args, const std::string& system_id);

}  // namespace cli
