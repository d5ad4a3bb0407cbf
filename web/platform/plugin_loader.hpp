#pragma once
// Opens game-system plugins on demand: fetched and instantiated as separate wasm modules in the browser,
// dlopen'ed natively. Completion is reported through the callback, possibly frames later.
#include "battleboard/plugin/plugin_module.hpp"

#include <functional>
#include <memory>
#include <string>

namespace platform {

using PluginLoaded = std::function<void(bb::Result<std::unique_ptr<bb::plugin::PluginModule>>)>;

// Reads plugins/index.json, the installed game systems: fetched beside the page in the browser, read from the
// build's plugins folder natively.
void load_plugin_index(std::function<void(bb::Result<std::string>)> done);

// Opens `file` (as the index names it, relative to the plugins folder) for the system `system_id`.
void load_plugin(const std::string& system_id, const std::string& file, PluginLoaded done);

}  // namespace platform
