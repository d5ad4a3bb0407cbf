#pragma once
// A plugin bundle: one file a player brings to the app ("Add a game system") holding a game system's index
// entry and its WebAssembly module (docs/formats.md, "Plugin bundle"). Everything in it is a stranger's bytes:
// every field is checked, the module's hash and the plugin API version too, before the app keeps or runs it.
#include "battleboard/plugin/plugin_index.hpp"

#include <cstdint>
#include <span>
#include <vector>

namespace bb::plugin {

inline constexpr char kBundleMagic[8] = {'B', 'B', 'P', 'L', 'U', 'G', 'I', 'N'};
inline constexpr std::uint32_t kBundleFormat = 1;
inline constexpr std::uint32_t kBundleHeaderLimit = 16 * 1024;
inline constexpr std::size_t kBundleModuleLimit = 32u * 1024 * 1024;

struct PluginBundle {
    IndexEntry entry;  // id, name, version, author, api and sha256; `added`, no file
    std::vector<std::uint8_t> module;
};

// Reads a bundle, refusing it with a message that names what is wrong: not a bundle, a newer format, a missing
// or unusable field, a plugin API version this app does not speak, a file that is not a WebAssembly module, or
// a module whose SHA-256 differs from the one the bundle states.
Result<PluginBundle> read_plugin_bundle(std::span<const std::uint8_t> bytes);

}  // namespace bb::plugin
