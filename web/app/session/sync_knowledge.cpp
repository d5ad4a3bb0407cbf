#include "app/session/sync_knowledge.hpp"

#include <nlohmann/json.hpp>

#include <charconv>

namespace app {

namespace {
constexpr const char* kFormat = "battleboard-sync-knowledge";
constexpr int kVersion = 1;
// A counter past this was never made by a replica (sync/operation.cpp refuses them too).
constexpr std::uint64_t kMostCounter = std::uint64_t{1} << 48;
}  // namespace

std::string encode_knowledge(const bb::sync::Replica::Knowledge& knowledge) {
    nlohmann::json replicas = nlohmann::json::object();
    for (const auto& [origin, counter] : knowledge) {
        char hex[17];
        auto end = std::to_chars(hex, hex + 16, origin, 16).ptr;
        replicas[std::string(hex, end)] = counter;  // origins are 64-bit: JSON numbers would round them
    }
    return nlohmann::json{{"format", kFormat}, {"version", kVersion}, {"replicas", replicas}}.dump();
}

bb::Result<bb::sync::Replica::Knowledge> decode_knowledge(std::string_view text) {
    const auto document = nlohmann::json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
    if (document.is_discarded() || !document.is_object() || document.value("format", "") != kFormat)
        return bb::make_error("it is not a Battleboard sync record");
    if (!document.contains("version") || !document["version"].is_number_integer() ||
        document["version"].get<int>() != kVersion)
        return bb::make_error("it is of another version");
    if (!document.contains("replicas") || !document["replicas"].is_object())
        return bb::make_error("it names no replicas");
    bb::sync::Replica::Knowledge knowledge;
    for (const auto& [hex, counter] : document["replicas"].items()) {
        std::uint64_t origin = 0;
        auto [end, error] = std::from_chars(hex.data(), hex.data() + hex.size(), origin, 16);
        if (error != std::errc{} || end != hex.data() + hex.size() || origin == 0 || !counter.is_number_unsigned() ||
            counter.get<std::uint64_t>() > kMostCounter)
            return bb::make_error("a replica in it is damaged");
        knowledge[origin] = counter.get<std::uint64_t>();
    }
    return knowledge;
}

}  // namespace app
