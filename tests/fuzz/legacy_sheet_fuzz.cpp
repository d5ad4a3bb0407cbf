// libFuzzer target: any text, as a link whose score sheet the plugin SDK's reader (`convert-legacy-sheet`, the
// one reader left) reads, and as a setup file's score sheet the host parses for it. Besides sanitizer reports, it
// aborts when a link that opens does not make a link again that opens to the same battlefield, with the sheet
// the plugin read in its state, or when a sheet is refused without a message.
#include "battleboard/legacy_sheet.hpp"
#include "battleboard/link/link.hpp"
#include "battleboard/plugin_sdk.hpp"
#include "battleboard/serial/blob.hpp"
#include "battleboard/setup/legacy_sheet_request.hpp"

#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace bb::plugin {

// The SDK resolves a format 4 link's battleplan code through the plugin's description: one battleplan, "p".
sys::SystemDescription describe_system() {
    sys::SystemDescription d;
    d.id = "s";
    d.editions = {{"e", "Edition", ""}};
    sys::Battleplan plan;
    plan.id = "p";
    d.battleplans = {plan};
    return d;
}

std::span<const Operation> extra_operations() { return {}; }

// The sheet as the plugin's state holds it here.
namespace sdk {
template <class Archive>
void serialize(Archive& ar, LegacyTick& t) {
    ar(t.line_id, t.times);
}
template <class Archive>
void serialize(Archive& ar, LegacyTurn& t) {
    ar(t.lines, t.battle_tactic, t.battle_tactic_completed);
}
template <class Archive>
void serialize(Archive& ar, LegacyRound& r) {
    ar(r.priority, r.first, r.turns);
}
template <class Archive>
void serialize(Archive& ar, LegacyPlayer& p) {
    ar(p.name, p.faction, p.general_keywords);
}
template <class Archive>
void serialize(Archive& ar, LegacyScoreSheet& s) {
    ar(s.battleplan_id, s.points_limit, s.players, s.rounds);
}
}  // namespace sdk

}  // namespace bb::plugin

namespace {

[[noreturn]] void broken(const char* property, const std::string& detail) {
    std::fprintf(stderr, "property broken: %s: %s\n", property, detail.c_str());
    std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    static const auto description = bb::plugin::describe_system();
    static const bb::link::Reference reference(description);
    const bb::link::SheetConverter convert =
        [](const bb::plugin::LegacySheet& sheet) -> bb::Result<bb::plugin::ConvertedSheet> {
        auto read = bb::plugin::sdk::read_legacy_sheet(sheet);
        if (!read) return read.error();
        return bb::plugin::ConvertedSheet{{1, bb::serial::to_blob(read->sheet)}, read->bits};
    };
    const auto from_file = bb::plugin::sdk::read_legacy_sheet(bb::setup::legacy_sheet_request(std::string(text), {}));
    if (!from_file && from_file.error().message.empty()) broken("refusals say why", "a setup file's sheet");
    const auto opened = bb::link::decode(text, &reference, convert);
    if (!opened) return 0;
    const auto again = bb::link::encode(*opened, &reference);
    if (!again) {
        if (again.error().message.find("game system's state") == std::string::npos)
            broken("a link that opens makes a link", again.error().message);
        return 0;  // the sheet read into a state is more than a link holds
    }
    const auto reopened = bb::link::decode(*again, &reference);
    if (!reopened) broken("the link made opens", reopened.error().message);
    if (bb::serial::to_blob(*reopened) != bb::serial::to_blob(*opened)) broken("the link made opens the same", "");
    return 0;
}
