#pragma once
// The list of installed game systems, read at run time from plugins/index.json (written by the build, see
// cmake/write_plugin_index.cmake): the app lists what it names, the service worker precaches its files and the
// CLI opens its native plugins. A system added to a built site by dropping its plugin file in plugins/ and its
// entry in the index appears with no rebuild of the app.
#include "battleboard/result.hpp"

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
};

struct PluginIndex {
    std::vector<IndexEntry> systems;

    const IndexEntry* find(std::string_view id) const;
    // The entry's display name, or the id itself for a system that is not installed.
    std::string name_of(std::string_view id) const;
};

// Parses index.json: {"format": 1, "plugins": [{"id", "name", "version", "api", "file", "sha256"}...]}.
// Entries with an unusable id or file (a path leaving the folder) are refused with a message naming them.
Result<PluginIndex> parse_plugin_index(std::string_view json);

// What to tell a player whose save, file or link needs a system this build does not have.
std::string missing_system_message(std::string_view system_id);

}  // namespace bb::plugin
