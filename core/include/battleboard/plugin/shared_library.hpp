#pragma once
// Native plugin loading: each game system is a shared library opened with dlopen, found through the
// plugins folder's index.json (the same index the browser reads).
#include "battleboard/plugin/abi.h"
#include "battleboard/plugin/plugin_index.hpp"
#include "battleboard/plugin/plugin_module.hpp"

#include <filesystem>
#include <memory>
#include <string>
#include <string_view>

namespace bb::plugin {

// A plugin's C entry points in this process.
struct EntryPoints {
    decltype(&bb_plugin_api_version) api_version;
    decltype(&bb_plugin_free) free;
    decltype(&bb_plugin_call) call;
};
// The plugin reached through them: one in a shared library (`library`, closed with the module) or one linked into
// the program (the link fuzzers).
std::unique_ptr<PluginModule> native_module(EntryPoints entry, void* library = nullptr);

Result<std::unique_ptr<PluginModule>> open_shared_library(const std::filesystem::path& path);

// The file the build makes for a system id inside a plugin folder (tests open plugins by it).
std::filesystem::path shared_library_path(const std::filesystem::path& folder, const std::string& system_id);

// The folder's index.json; a folder without one has no plugins.
Result<PluginIndex> read_plugin_index(const std::filesystem::path& folder);

// Opens the file the index names for a system; a system the index does not name says what is missing.
Result<std::unique_ptr<PluginModule>> open_indexed_plugin(const std::filesystem::path& folder, const PluginIndex& index,
                                                          std::string_view system_id);

}  // namespace bb::plugin
