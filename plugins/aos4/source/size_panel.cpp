#include "size_panel.hpp"

#include "battleboard/sdk/panel_sdk.hpp"
#include "terrain_size.hpp"

#include <cstdio>

namespace aos4 {

namespace {

std::string number(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", value);
    return text;
}

// "small", or "small to medium", as the list's "size-min" and "size-max" ranks say.
std::string size_range(double smallest, double largest) {
    const auto name = [](double rank) { return std::string(size_name(TerrainSize(std::uint32_t(rank)))); };
    return smallest == largest ? name(smallest) : name(smallest) + " to " + name(largest);
}

}  // namespace

std::optional<bb::plugin::panel::Panel> size_panel(const bb::model::TerrainPiece& piece, const std::string& edition,
                                                   const bb::sys::SystemDescription& system) {
    const auto* entry = system.find_entry(piece.catalogue_id, edition);
    if (!entry) return std::nullopt;
    bb::plugin::sdk::PanelBuilder builder("size", "", piece.id);
    using bb::plugin::panel::Tone;
    const auto size = size_class(piece.footprint);
    if (!size) return builder.text("class", "Size unknown: " + size.error().message, Tone::Breach).build();
    const auto* smallest = entry->find_property("size-min");
    const auto* largest = entry->find_property("size-max");
    const auto* measured = entry->find_property("size");
    if (!smallest || !largest)
        return builder.text("class", "Size: " + size->name).cites(measured ? measured->source : entry->source).build();
    const bool allowed = size->rank >= smallest->value && size->rank <= largest->value;
    builder
        .text("class", "Size: " + size->name + " (the list allows " + size_range(smallest->value, largest->value) + ")",
              allowed ? Tone::Legal : Tone::Breach)
        .cites(smallest->source);
    const auto* fewest = entry->find_property("scenery-pieces-min");
    const auto* most = entry->find_property("scenery-pieces-max");
    if (fewest && most)
        builder
            .text("scenery-pieces", "Scenery pieces: " + number(fewest->value) +
                                        (fewest->value == most->value ? "" : " to " + number(most->value)))
            .cites(fewest->source);
    return builder.build();
}

std::vector<std::string> size_panel_keys() {
    return {"size", "size-min", "size-max", "scenery-pieces-min", "scenery-pieces-max"};
}

}  // namespace aos4
