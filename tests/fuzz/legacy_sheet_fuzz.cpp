// libFuzzer target: any link, its score sheet read both by the host's own reader and by the plugin SDK's
// (`convert-legacy-sheet`, which is to replace it). Besides sanitizer reports, it aborts when the two disagree:
// on whether the link opens, on the sheet, or on where the sheet ends (what follows it must read the same).
#include "battleboard/legacy_sheet.hpp"
#include "battleboard/link/link.hpp"
#include "battleboard/plugin_sdk.hpp"
#include "battleboard/serial/blob.hpp"

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

}  // namespace bb::plugin

namespace {

[[noreturn]] void broken(const char* property, const std::string& detail) {
    std::fprintf(stderr, "property broken: %s: %s\n", property, detail.c_str());
    std::abort();
}

// The sheet as the host's model holds it, field by field, so both readings compare as bytes.
bb::model::ScoreSheet as_model(const bb::plugin::sdk::LegacyScoreSheet& s) {
    bb::model::ScoreSheet m{s.battleplan_id, s.points_limit, {}, {}};
    for (const auto& p : s.players) m.players.push_back({p.name, p.faction, p.general_keywords});
    for (const auto& r : s.rounds) {
        bb::model::RoundRecord round{r.priority, r.first, {}};
        for (const auto& t : r.turns) {
            bb::model::TurnRecord turn{{}, t.battle_tactic, t.battle_tactic_completed};
            for (const auto& tick : t.lines) turn.lines.push_back({tick.line_id, tick.times});
            round.turns.push_back(std::move(turn));
        }
        m.rounds.push_back(std::move(round));
    }
    return m;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    static const auto description = bb::plugin::describe_system();
    static const bb::link::Reference reference(description);
    // The plugin's state is the sheet it read, so the host keeps it for the comparison below.
    const bb::link::SheetConverter convert =
        [](const bb::plugin::LegacySheet& sheet) -> bb::Result<bb::plugin::ConvertedSheet> {
        auto read = bb::plugin::sdk::read_legacy_sheet(sheet);
        if (!read) return read.error();
        return bb::plugin::ConvertedSheet{{1, bb::serial::to_blob(as_model(read->sheet))}, read->bits};
    };
    const auto host = bb::link::decode(text, &reference);
    const auto plugin = bb::link::decode(text, &reference, convert);
    if (host.ok() != plugin.ok())
        broken("both readers open the same links", host ? plugin.error().message : host.error().message);
    if (!host) return 0;
    const auto& sheet = host->score_sheet;
    if (sheet.players.empty() && sheet.rounds.empty() && sheet.battleplan_id.empty() && sheet.points_limit == 0)
        return 0;  // no sheet, or an empty one: nothing further to compare
    if (plugin->plugin_state.data != bb::serial::to_blob(sheet)) broken("both readers read the same sheet", "");
    auto rest = *host, plugin_rest = *plugin;  // the rest was read from where the plugin said the sheet ended
    rest.score_sheet = {}, rest.plugin_state = {}, plugin_rest.plugin_state = {};
    if (bb::serial::to_blob(rest) != bb::serial::to_blob(plugin_rest)) broken("the rest reads the same", "");
    return 0;
}
