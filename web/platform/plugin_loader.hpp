#pragma once
// Opens game-system plugins on demand: fetched and instantiated as separate wasm modules in the browser,
// dlopen'ed natively. Completion is reported through the callback, possibly frames later.
#include "battleboard/plugin/plugin_module.hpp"

#include <functional>
#include <memory>
#include <string>

namespace platform {

using PluginLoaded = std::function<void(bb::Result<std::unique_ptr<bb::plugin::PluginModule>>)>;

void load_plugin(const std::string& system_id, PluginLoaded done);

}  // namespace platform
