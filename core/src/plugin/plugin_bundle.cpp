#include "battleboard/plugin/plugin_bundle.hpp"

#include "battleboard/plugin/abi.h"
#include "battleboard/plugin/sha256.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstring>

namespace bb::plugin {

namespace {

using nlohmann::json;

std::uint32_t read_u32(std::span<const std::uint8_t> bytes, std::size_t at) {
    return std::uint32_t(bytes[at]) | std::uint32_t(bytes[at + 1]) << 8 | std::uint32_t(bytes[at + 2]) << 16 |
           std::uint32_t(bytes[at + 3]) << 24;
}

// Text shown to the player: present, not too long, no control characters (the JSON parser has checked UTF-8).
Result<std::string> text_field(const json& header, const char* key, std::size_t limit) {
    auto it = header.find(key);
    if (it == header.end() || !it->is_string()) return make_error(std::string("The bundle states no ") + key + ".");
    std::string text = it->get<std::string>();
    if (text.empty() || text.size() > limit)
        return make_error(std::string("The bundle's ") + key + " is empty or longer than " + std::to_string(limit) +
                          " bytes.");
    if (std::any_of(text.begin(), text.end(), [](unsigned char c) { return c < 0x20 || c == 0x7f; }))
        return make_error(std::string("The bundle's ") + key + " holds control characters.");
    return text;
}

bool lower_hex_digest(const std::string& text) {
    return text.size() == 64 && std::all_of(text.begin(), text.end(),
                                            [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); });
}

}  // namespace

Result<PluginBundle> read_plugin_bundle(std::span<const std::uint8_t> bytes) {
    if (bytes.size() < 16 || std::memcmp(bytes.data(), kBundleMagic, sizeof kBundleMagic) != 0)
        return make_error("This file is not a Battleboard plugin bundle (a .bbplugin file starts with BBPLUGIN).");
    const std::uint32_t format = read_u32(bytes, 8);
    if (format != kBundleFormat)
        return make_error("This plugin bundle has format " + std::to_string(format) +
                          "; this Battleboard reads format " + std::to_string(kBundleFormat) + ".");
    const std::uint32_t header_size = read_u32(bytes, 12);
    if (header_size == 0 || header_size > kBundleHeaderLimit || header_size > bytes.size() - 16)
        return make_error("The plugin bundle's header size (" + std::to_string(header_size) +
                          " bytes) does not fit the file: it is cut short or damaged.");
    const auto header_bytes = bytes.subspan(16, header_size);
    const json header = json::parse(header_bytes.begin(), header_bytes.end(), nullptr, /*allow_exceptions=*/false);
    if (header.is_discarded() || !header.is_object())
        return make_error("The plugin bundle's header is not a JSON object.");

    PluginBundle bundle;
    IndexEntry& entry = bundle.entry;
    auto id = text_field(header, "id", 64);
    if (!id) return id.error();
    if (!usable_system_id(*id))
        return make_error("The bundle's id \"" + *id + "\" is not letters, digits, '-' and '_'.");
    entry.id = std::move(*id);
    for (auto [key, out, limit] : {std::tuple{"name", &entry.name, 80}, std::tuple{"version", &entry.version, 32},
                                   std::tuple{"author", &entry.author, 80}}) {
        auto text = text_field(header, key, std::size_t(limit));
        if (!text) return text.error();
        *out = std::move(*text);
    }
    auto api = header.find("api");
    if (api == header.end() || !api->is_number_unsigned())
        return make_error("The bundle states no plugin API version (api).");
    if (api->get<std::uint64_t>() != BB_PLUGIN_API_VERSION)
        return make_error("The " + entry.name + " plugin was built for plugin API version " +
                          std::to_string(api->get<std::uint64_t>()) + ", but this Battleboard speaks version " +
                          std::to_string(BB_PLUGIN_API_VERSION) + ": ask its author for a matching build.");
    entry.api_version = BB_PLUGIN_API_VERSION;
    auto digest = header.find("sha256");
    if (digest == header.end() || !digest->is_string() || !lower_hex_digest(digest->get<std::string>()))
        return make_error("The bundle states no SHA-256 of its module (64 lower-case hex digits).");
    entry.sha256 = digest->get<std::string>();
    entry.added = true;

    const auto module = bytes.subspan(16 + header_size);
    static constexpr std::uint8_t kWasm[8] = {0x00, 'a', 's', 'm', 0x01, 0x00, 0x00, 0x00};
    if (module.size() < sizeof kWasm || std::memcmp(module.data(), kWasm, sizeof kWasm) != 0)
        return make_error("The bundle holds no WebAssembly module after its header.");
    if (module.size() > kBundleModuleLimit)
        return make_error("The bundle's module is larger than " + std::to_string(kBundleModuleLimit >> 20) + " MiB.");
    if (sha256_hex(module) != entry.sha256)
        return make_error(
            "The bundle's module does not match its SHA-256: the file is damaged or was changed "
            "after its author built it.");
    bundle.module.assign(module.begin(), module.end());
    return bundle;
}

}  // namespace bb::plugin
