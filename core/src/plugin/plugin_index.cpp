#include "battleboard/plugin/plugin_index.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>

namespace bb::plugin {

namespace {

using nlohmann::json;

constexpr int kIndexFormat = 1;

// A plain file name inside the index's folder: never a path that climbs out of it.
bool usable_file(const std::string& file) {
    return !file.empty() && file.size() <= 128 && file.find('/') == std::string::npos &&
           file.find('\\') == std::string::npos && file != "." && file != "..";
}

bool text_field(const json& object, const char* key, std::string& out) {
    auto it = object.find(key);
    if (it == object.end() || !it->is_string()) return false;
    out = it->get<std::string>();
    return true;
}

}  // namespace

const IndexEntry* PluginIndex::find(std::string_view id) const {
    auto it = std::find_if(systems.begin(), systems.end(), [&](const IndexEntry& e) { return e.id == id; });
    return it == systems.end() ? nullptr : &*it;
}

std::string PluginIndex::name_of(std::string_view id) const {
    const IndexEntry* entry = find(id);
    return entry ? entry->name : std::string(id);
}

std::string PluginIndex::version_of(std::string_view id) const {
    const IndexEntry* entry = find(id);
    return entry ? entry->version : std::string();
}

Result<PluginIndex> parse_plugin_index(std::string_view text) {
    const json document = json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
    if (document.is_discarded() || !document.is_object()) return make_error("The plugin index is not a JSON object.");
    auto format = document.find("format");
    if (format == document.end() || !format->is_number_integer() || format->get<int>() != kIndexFormat)
        return make_error("The plugin index has an unknown format (this Battleboard reads format 1).");
    auto plugins = document.find("plugins");
    if (plugins == document.end() || !plugins->is_array())
        return make_error("The plugin index has no list of plugins.");
    PluginIndex index;
    for (std::size_t i = 0; i < plugins->size(); ++i) {
        const json& item = (*plugins)[i];
        const std::string where = "Plugin index entry " + std::to_string(i + 1);
        IndexEntry entry;
        if (!item.is_object() || !text_field(item, "id", entry.id) || !usable_system_id(entry.id))
            return make_error(where + " has no usable id (letters, digits, '-' and '_').");
        if (!text_field(item, "name", entry.name) || entry.name.empty())
            return make_error(where + " (" + entry.id + ") has no name.");
        if (!text_field(item, "file", entry.file) || !usable_file(entry.file))
            return make_error(where + " (" + entry.id + ") names no plain file in the plugins folder.");
        text_field(item, "version", entry.version);
        text_field(item, "sha256", entry.sha256);
        text_field(item, "author", entry.author);
        auto api = item.find("api");
        if (api == item.end() || !api->is_number_unsigned() || api->get<std::uint64_t>() > 0xffffffffu)
            return make_error(where + " (" + entry.id + ") has no plugin API version.");
        entry.api_version = api->get<std::uint32_t>();
        if (index.find(entry.id)) return make_error(where + " repeats the id " + entry.id + ".");
        index.systems.push_back(std::move(entry));
    }
    return index;
}

bool usable_system_id(std::string_view id) {
    return !id.empty() && id.size() <= 64 &&
           std::all_of(id.begin(), id.end(), [](unsigned char c) { return std::isalnum(c) || c == '-' || c == '_'; });
}

bool usable_plugin_version(std::string_view version) {
    return version.size() <= kMaxPluginVersionBytes &&
           std::none_of(version.begin(), version.end(), [](unsigned char c) { return c < 0x20 || c == 0x7F; });
}

std::string missing_system_message(std::string_view system_id, std::string_view version) {
    const std::string which =
        "\"" + std::string(system_id) + "\"" + (version.empty() ? std::string() : " version " + std::string(version));
    return "It needs the game system " + which +
           ", which is not installed in this Battleboard: add it with \"Add a game system\" in the Battle tab "
           "(from its plugin bundle), or on the site with its plugin in plugins/ and plugins/index.json.";
}

}  // namespace bb::plugin
