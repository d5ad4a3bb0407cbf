// libFuzzer target, built once for each plugin that asks for it (add_battleboard_plugin FUZZ_LINKS): any text as a
// share link opened the way the app and the CLI open one of that game system, the plugin linked in and called
// through its C boundary: the link read against the plugin's description, and a battle state in the plugin's own layout
// read by it (`read-link-state`). link_decode covers the host's decoder with a small system of its own; this target
// reaches each real plugin's readers. Besides sanitizer reports it aborts when a refused link says nothing, or when a
// link that opens does not make a link (with the plugin writing its state) that opens to the same battlefield.
#include "battleboard/link/link.hpp"
#include "battleboard/link/reference.hpp"
#include "battleboard/plugin/link_state_codec.hpp"
#include "battleboard/plugin/plugin_client.hpp"
#include "battleboard/plugin/shared_library.hpp"
#include "battleboard/serial/blob.hpp"

#include "broken_property.hpp"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace {

// Built once and never moved: the reference reads the description in place.
struct System {
    System(bb::plugin::PluginClient connected, bb::sys::SystemDescription described)
        : client(std::move(connected)),
          description(std::move(described)),
          reference(description),
          codec(bb::plugin::state_codec(client)) {}
    bb::plugin::PluginClient client;
    bb::sys::SystemDescription description;
    bb::link::Reference reference;
    bb::link::StateCodec codec;
};

System& linked_system() {
    static System* system = [] {
        // The plugin is linked into this program: its entry points are called as a loaded plugin's are.
        auto client = bb::plugin::PluginClient::connect(
            bb::plugin::native_module({&bb_plugin_api_version, &bb_plugin_free, &bb_plugin_call}), BB_PLUGIN_ID);
        if (!client) broken("the plugin connects", client.error().message);
        auto description = client->describe();
        if (!description) broken("the plugin describes itself", description.error().message);
        return new System(std::move(*client), std::move(*description));
    }();
    return *system;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto& system = linked_system();
    const auto opened = bb::link::decode(text, &system.reference, system.codec);
    if (!opened) {
        if (opened.error().message.empty()) broken("refusals say why", std::string(text));
        return 0;
    }
    const auto again = bb::link::encode(*opened, &system.reference, &system.codec);
    if (!again) {
        if (again.error().message.empty()) broken("refusals to make a link say why", "");
        return 0;
    }
    const auto reopened = bb::link::decode(*again, &system.reference, system.codec);
    if (!reopened) broken("the link made opens", reopened.error().message + " in " + *again);
    if (bb::serial::to_blob(*reopened) != bb::serial::to_blob(*opened)) broken("the link made opens the same", *again);
    return 0;
}
