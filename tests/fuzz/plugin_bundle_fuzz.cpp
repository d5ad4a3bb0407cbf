// libFuzzer target: any file a player picks under "Add a game system" (a plugin bundle, docs/formats.md). Besides
// sanitizer reports, it aborts when a property breaks: a refused bundle must say why; an accepted one must hold
// usable fields, a WebAssembly module that is exactly the file's tail and whose SHA-256 is the one stated. Each
// input is read twice: as it is, and with the header's stated hash replaced by its tail's real one, so mutated
// modules reach the checks past the hash too.
#include "battleboard/plugin/plugin_bundle.hpp"
#include "battleboard/plugin/sha256.hpp"

#include "broken_property.hpp"

#include <cstdint>
#include <cstring>
#include <span>
#include <string>
#include <vector>

namespace {

void check(std::span<const std::uint8_t> bytes) {
    auto bundle = bb::plugin::read_plugin_bundle(bytes);
    if (!bundle) {
        if (bundle.error().message.empty()) broken("a refused bundle says why", "");
        return;
    }
    const auto& entry = bundle->entry;
    if (!bb::plugin::usable_system_id(entry.id) || entry.name.empty() || entry.version.empty() || entry.author.empty())
        broken("an accepted bundle has usable fields", entry.id);
    if (bb::plugin::sha256_hex(bundle->module) != entry.sha256)
        broken("an accepted module has its stated hash", entry.id);
    if (bundle->module.size() > bytes.size() ||
        std::memcmp(bundle->module.data(), bytes.data() + bytes.size() - bundle->module.size(), bundle->module.size()))
        broken("an accepted module is the file's tail", entry.id);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::span<const std::uint8_t> bytes(data, size);
    check(bytes);
    // The stated hash made right: 64 characters after "sha256":" inside the stated header.
    if (size < 16) return 0;
    const std::uint32_t header = std::uint32_t(data[12]) | std::uint32_t(data[13]) << 8 |
                                 std::uint32_t(data[14]) << 16 | std::uint32_t(data[15]) << 24;
    if (header > size - 16) return 0;
    const std::string text(reinterpret_cast<const char*>(data) + 16, header);
    const std::string key = "\"sha256\":\"";
    const auto at = text.find(key);
    if (at == std::string::npos || at + key.size() + 64 > text.size()) return 0;
    std::vector<std::uint8_t> fixed(data, data + size);
    const std::string digest = bb::plugin::sha256_hex(bytes.subspan(16 + header));
    std::memcpy(fixed.data() + 16 + at + key.size(), digest.data(), 64);
    check(fixed);
    return 0;
}
