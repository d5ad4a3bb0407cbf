// libFuzzer target: any text given to the link decoder. Besides sanitizer reports, it aborts when a property
// breaks: a refused link must say why; a link that opens must show as JSON, re-encode, and re-encoding what that
// opens must give the same link (the quantised form is a fixed point), and its header the plugin version it was
// written with. Format 6 and 7 links are read against a small game system's description, so the fuzzer reaches
// catalogue pieces and the battleplan's objectives; states in a plugin's layout go through the plugin SDK's reader
// (link_state.hpp) with a small layout of the fuzzer's own.
#include "battleboard/geometry/shapes.hpp"
#include "battleboard/link/link.hpp"
#include "battleboard/sdk/link_state.hpp"
#include "battleboard/setup/setup_json.hpp"

#include "broken_property.hpp"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace {

// Ids as short as the fuzzer's dictionary gives them: "s", "e", "c", "p", "t".
const bb::sys::SystemDescription& system() {
    static const bb::sys::SystemDescription described = [] {
        bb::sys::SystemDescription d;
        d.id = "s";
        d.editions = {{"e", "Edition", ""}};
        bb::sys::CatalogueEntry entry;
        entry.id = "c";
        entry.name = "Crate";
        entry.footprint = bb::geo::rectangle(2, 1);
        entry.height = 1;
        d.catalogue = {entry};
        bb::sys::Battleplan plan;
        plan.id = "p";
        plan.width = 60, plan.depth = 44;
        plan.objectives = {{0, "Centre", {30, 22}}};
        plan.territories = {{"Near", bb::geo::rectangle(60, 12)}};
        d.battleplans = {plan};
        d.tables = {{"t", "Table", "", {}, {}}};
        d.link_numbers = {{"e"}, {"c"}, {"p"}, {"t"}};
        return d;
    }();
    return described;
}

// A plugin's layout of its state as the SDK drives it: the version, then the bytes with a count.
struct Layout {
    static constexpr std::uint32_t version = 1;
    static bool write(const bb::model::PluginState& state, bb::link::BitWriter& out) {
        out.golomb(state.version, 0);
        out.golomb(state.data.size(), 0);
        for (std::uint8_t byte : state.data) out.bits(byte, 8);
        return true;
    }
    static bb::model::PluginState read(bb::link::BitReader& in, std::uint32_t /*version*/) {
        bb::model::PluginState state;
        state.version = static_cast<std::uint32_t>(in.golomb(0));
        const std::size_t bytes = bb::plugin::sdk::read_count(in, 4096, "bytes");
        for (std::size_t i = 0; in.ok() && i < bytes; ++i) state.data.push_back(static_cast<std::uint8_t>(in.bits(8)));
        return state;
    }
};

const bb::link::StateCodec codec{&bb::plugin::sdk::write_link_state<Layout>, &bb::plugin::sdk::read_link_state<Layout>};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    static const bb::link::Reference reference(system(), "0.1.0");
    const auto battlefield = bb::link::decode(text, &reference, codec);
    if (!battlefield) {
        if (battlefield.error().message.empty()) broken("refusals say why", "empty message");
        return 0;
    }
    bb::setup::to_json(*battlefield);  // throws on text that is not UTF-8
    const auto again = bb::link::encode(*battlefield, &reference, &codec);
    if (!again) {
        // A hand-made link can be packed tighter than the encoder packs it; only size may stop re-encoding.
        if (again.error().message.find("too big for a link") != std::string::npos) return 0;
        broken("what opens re-encodes", again.error().message);
    }
    const auto reopened = bb::link::decode(*again, &reference, codec);
    if (!reopened) broken("re-encoded links open", reopened.error().message);
    const auto header = bb::link::read_header(*again);
    if (!header || header->plugin_version != (header->needs_reference ? "0.1.0" : ""))
        broken("a link names the version of the plugin it was written with", *again);
    const auto third = bb::link::encode(*reopened, &reference, &codec);
    if (!third || *third != *again) broken("re-encoding is stable", *again);
    return 0;
}
