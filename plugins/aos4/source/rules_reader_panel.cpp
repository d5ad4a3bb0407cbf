#include "rules_reader_panel.hpp"

#include "battleboard/sdk/panel_sdk.hpp"

namespace aos4 {

bb::plugin::panel::Panel rules_reader_panel(const std::string& edition, const bb::sys::SystemDescription& system) {
    std::string edition_name = edition;
    for (const auto& e : system.editions)
        if (e.id == edition) edition_name = e.name;
    bb::plugin::sdk::PanelBuilder builder("rules", "");
    builder.folding_group("reader", "Rules (" + edition_name + ")");
    builder.text("hint", "Change the rules edition at the top of this tab.", bb::plugin::panel::Tone::Muted);
    for (const auto& section : system.rules) {
        if (!bb::sys::applies_to(section.editions, edition)) continue;
        builder.folding_group(section.id, section.title)
            .text(section.id + ":text", section.text)
            .cites(section.source)
            .end_group();
    }
    return builder.end_group().build();
}

}  // namespace aos4
