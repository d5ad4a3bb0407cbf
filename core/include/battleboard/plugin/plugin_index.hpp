#pragma once
// The list of installed game systems, read at run time from plugins/index.json (written by the build, see
// cmake/write_plugin_index.cmake): the app lists what it names, the service worker precaches its files and the
// CLI opens its native plugins. A system added to a built site by dropping its plugin file in plugins/ and its
// entry in the index appears with no rebuild of the app.
#include "battleboard/result.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace bb::plugin {

struct IndexEntry {
    std::string id;
    std::string name;
    std::string version;
    std::uint32_t api_version = 0;
    std::string file;    // relative to the folder holding index.json
    std::string sha256;  // of the file's bytes, lower-case hex
    std::string author;  // who made it, as its bundle or index entry says (may be empty in index.json)
    bool added = false;  // brought by the player as a bundle and kept on the device, not listed by index.json
};

struct PluginIndex {
    std::vector<IndexEntry> systems;

    const IndexEntry* find(std::string_view id) const;
    // The entry's display name, or the id itself for a system that is not installed.
    std::string name_of(std::string_view id) const;
    // The installed plugin's version (what links and saves made here name), or empty for a system not installed.
    std::string version_of(std::string_view id) const;
};

// Parses index.json: {"format": 1, "plugins": [{"id", "name", "version", "api", "file", "sha256"[, "author"]}...]}.
// Entries with an unusable id or file (a path leaving the folder) are refused with a message naming them.
Result<PluginIndex> parse_plugin_index(std::string_view json);

// Whether an id can name a system: it becomes file names and storage keys (letters, digits, '-' and '_').
bool usable_system_id(std::string_view id);

// Whether a text can stand for a plugin's version where a link or a save names it: at most as long as a plugin
// bundle's (kMaxPluginVersionBytes), without control characters; empty means unknown and is usable.
inline constexpr std::size_t kMaxPluginVersionBytes = 32;
bool usable_plugin_version(std::string_view version);

// What to tell a player whose save, file or link needs a system this app does not have; `version` when the
// source names the version it was made with.
std::string missing_system_message(std::string_view system_id, std::string_view version = {});

}  // namespace bb::plugin
