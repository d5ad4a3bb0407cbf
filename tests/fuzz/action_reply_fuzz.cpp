// libFuzzer target: any bytes a plugin may answer to "act". Besides sanitizer reports, it aborts when a property
// breaks: a refusal must say why, and applying an accepted reply must leave a battlefield the app can keep using
// (unique piece ids, every piece from the catalogue) that still saves and reopens.
#include "battleboard/plugin/panel_protocol.hpp"
#include "battleboard/setup/setup_json.hpp"
#include "panel_fixture.hpp"

#include "broken_property.hpp"

#include <cstdio>
#include <cstdlib>
#include <set>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    namespace panel = bb::plugin::panel;
    bb::model::Battlefield battlefield = fuzz_battlefield();
    const auto reply = panel::decode_action_reply({data, size}, fuzz_system(), battlefield);
    if (!reply) {
        if (reply.error().message.empty()) broken("refusals say why", "empty message");
        return 0;
    }
    panel::apply(*reply, fuzz_system(), battlefield);
    std::set<std::uint32_t> ids;
    for (const auto& piece : battlefield.pieces) {
        if (!ids.insert(piece.id).second) broken("piece ids stay unique", std::to_string(piece.id));
        if (piece.catalogue_id != "crate") broken("pieces come from the catalogue", piece.catalogue_id);
    }
    // Attribute text may be any bytes; only valid UTF-8 can be written as JSON, so that is all this checks.
    const auto blob = bb::serial::to_blob(battlefield);
    const auto again = bb::serial::from_blob<bb::model::Battlefield>(blob, "the battlefield");
    if (!again || bb::serial::to_blob(*again) != blob) broken("the battlefield round-trips", "");
    return 0;
}
