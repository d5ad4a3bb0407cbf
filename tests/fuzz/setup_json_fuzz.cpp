// libFuzzer target: any file given to the setup import (bb::setup::from_json). Besides sanitizer reports, it
// aborts when a property breaks: an imported setup exports and imports again to the same JSON, and it either
// becomes a share link that opens or is refused with a reason.
#include "battleboard/link/link.hpp"
#include "battleboard/setup/setup_json.hpp"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace {

[[noreturn]] void broken(const char* property, const std::string& detail) {
    std::fprintf(stderr, "property broken: %s: %s\n", property, detail.c_str());
    std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto battlefield = bb::setup::from_json(text);
    if (!battlefield) {
        if (battlefield.error().message.empty()) broken("refusals say why", "empty message");
        return 0;
    }
    const std::string exported = bb::setup::to_json(*battlefield);
    const auto imported = bb::setup::from_json(exported);
    if (!imported) broken("exports import again", imported.error().message);
    if (bb::setup::to_json(*imported) != exported) broken("export, import, export is stable", exported);
    const auto link = bb::link::encode(*battlefield);
    if (!link) {
        if (link.error().message.empty()) broken("refusals say why", "empty link message");
        return 0;
    }
    const auto opened = bb::link::decode(*link);
    if (!opened) broken("links open", opened.error().message);
    return 0;
}
