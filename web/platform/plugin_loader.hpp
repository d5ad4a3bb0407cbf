#pragma once
// Opens game-system plugins on demand: fetched and instantiated as separate wasm modules in the browser,
// dlopen'ed natively. Completion is reported through the callback, possibly frames later. Game systems a
// player added from a plugin bundle are kept on the device and each runs in a Worker of its own (browser only).
#include "battleboard/plugin/plugin_index.hpp"
#include "battleboard/plugin/plugin_module.hpp"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace platform {

using PluginLoaded = std::function<void(bb::Result<std::unique_ptr<bb::plugin::PluginModule>>)>;
using AddedDone = std::function<void(const std::string& error)>;  // error is empty on success

// Reads plugins/index.json, the installed game systems: fetched beside the page in the browser, read from the
// build's plugins folder natively.
void load_plugin_index(std::function<void(bb::Result<std::string>)> done);

// Opens `file` (as the index names it, relative to the plugins folder) for the system `system_id`.
void load_plugin(const std::string& system_id, const std::string& file, PluginLoaded done);

// A game system the player added, as kept on the device; `broken` says why it was stopped (empty when fine).
struct AddedSystem {
    bb::plugin::IndexEntry entry;
    std::string broken;
};

// The added systems kept on the device.
void list_added_systems(std::function<void(bb::Result<std::vector<AddedSystem>>)> done);
// Starts a bundle's module in a Worker before anything is kept: refused if it imports anything beyond the
// sandbox's allowance, traps, or does not load and describe itself within 2 s.
void try_added_plugin(const std::string& system_id, const std::vector<std::uint8_t>& module, PluginLoaded done);
// Opens an added system kept on the device, in a Worker; refused while it is marked broken.
void load_added_plugin(const std::string& system_id, PluginLoaded done);
void keep_added_system(const bb::plugin::IndexEntry& entry, const std::vector<std::uint8_t>& module, AddedDone done);
// Forgets it and stops its Worker; battles that use it are kept.
void remove_added_system(const std::string& system_id, AddedDone done);
// Lets a system marked broken be opened again.
void clear_broken_system(const std::string& system_id, AddedDone done);
// Told when an added system's plugin was stopped (a call went unanswered for 2 s) and marked broken.
void on_added_system_stopped(std::function<void(const std::string& system_id, const std::string& why)> heard);

}  // namespace platform
