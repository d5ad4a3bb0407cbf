// libFuzzer target: any bytes a plugin may answer to "panels". Besides sanitizer reports, it aborts when a
// property breaks: a refusal must say why, and a reply that is accepted must keep every bound the app relies on
// when drawing it (known kinds, unique keys, chosen ids among the options, tables and pieces that exist).
#include "battleboard/plugin/panel_protocol.hpp"
#include "panel_fixture.hpp"

#include "broken_property.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <set>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    namespace panel = bb::plugin::panel;
    static const bb::model::Battlefield battlefield = fuzz_battlefield();
    const auto reply = panel::decode_panels({data, size}, fuzz_system(), battlefield);
    if (!reply) {
        if (reply.error().message.empty()) broken("refusals say why", "empty message");
        return 0;
    }
    std::size_t controls = 0;
    for (const auto& p : reply->panels) {
        std::set<std::string> keys;
        for (const auto& c : p.controls) {
            ++controls;
            if (std::uint8_t(c.kind) > panel::kLastKind) broken("kinds are known", c.key);
            if (!keys.insert(c.key).second) broken("keys are unique", c.key);
            if (!std::isfinite(c.value) || !std::isfinite(c.min) || !std::isfinite(c.max))
                broken("numbers are finite", c.key);
            for (const auto& id : c.chosen) {
                bool found = false;
                for (const auto& o : c.options) found = found || o.id == id;
                if (!found) broken("chosen ids are options", id);
            }
            if (c.kind == panel::Kind::DiceRoll && !fuzz_system().find_table(c.table_id))
                broken("tables exist", c.table_id);
        }
        if (p.scope == panel::Scope::Piece && !battlefield.find_piece(p.piece_id)) broken("pieces exist", p.key);
    }
    if (controls > panel::kMaxControls) broken("controls are bounded", std::to_string(controls));
    // What is accepted survives a round trip: re-encoded (in the current version, so an older reply may change
    // size), it decodes again to the same bytes.
    const auto blob = bb::serial::to_blob(*reply);
    const auto again = panel::decode_panels(blob, fuzz_system(), battlefield);
    if (!again || bb::serial::to_blob(*again) != blob) broken("accepted replies re-encode", std::to_string(size));
    return 0;
}
