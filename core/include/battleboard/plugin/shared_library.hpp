#pragma once
// Native plugin loading: each game system is a shared library opened with dlopen.
#include "battleboard/plugin/plugin_module.hpp"

#include <filesystem>
#include <memory>
#include <vector>

namespace bb::plugin {

Result<std::unique_ptr<PluginModule>> open_shared_library(const std::filesystem::path& path);

// The file a system id is built into inside a plugin folder.
std::filesystem::path shared_library_path(const std::filesystem::path& folder, const std::string& system_id);

// System ids of every plugin file in the folder, sorted.
std::vector<std::string> installed_systems(const std::filesystem::path& folder);

}  // namespace bb::plugin
