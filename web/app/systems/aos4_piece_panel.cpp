// The selected piece's size class, measured by the plugin on its current footprint, beside the sizes and scenery
// piece counts the Citadel Terrain List allows it.
#include "app/systems/aos4_panels.hpp"

#include "app/theme.hpp"
#include "app/widget_rects.hpp"
#include "battleboard/plugin/match_operations.hpp"

#include <cstdio>

namespace app::aos4 {

namespace {

// The plugin's size ranks, as its "size-min" and "size-max" properties count them.
const char* size_name(double rank) {
    static const char* const names[] = {"?", "small", "medium", "large"};
    const int r = int(rank);
    return r >= 1 && r <= 3 ? names[r] : names[0];
}

// The footprint only changes when the piece does, so the plugin is asked once per footprint.
const bb::Result<bb::plugin::SizeClass>& size_class(Session& session, const bb::geo::Polygon& footprint) {
    static bb::serial::Bytes measured;
    static bb::Result<bb::plugin::SizeClass> answer = bb::make_error("");
    auto blob = bb::serial::to_blob(footprint);
    if (blob != measured) {
        measured = std::move(blob);
        answer = session.request<bb::plugin::SizeClass>(bb::plugin::kSizeClass, footprint);
    }
    return answer;
}

}  // namespace

bool shows(std::string_view key) {
    return key == "size" || key.starts_with("size-") || key.starts_with("scenery-pieces-");
}

void draw_piece_panel(Session& session, bb::model::TerrainPiece& piece) {
    const auto& size = size_class(session, piece.footprint);
    if (!size) {
        theme::text_wrapped(theme::kErrorText, "Size unknown: %s", size.error().message.c_str());
        return;
    }
    note_value("size-class", size->name);
    const auto* entry = session.system().find_entry(piece.catalogue_id, session.edition());
    const auto* smallest = entry ? entry->find_property("size-min") : nullptr;
    const auto* largest = entry ? entry->find_property("size-max") : nullptr;
    ImGui::Spacing();
    if (!smallest || !largest) {
        ImGui::Text("Size: %s", size->name.c_str());
        return;
    }
    const bool allowed = size->rank >= smallest->value && size->rank <= largest->value;
    char range[48];
    if (smallest->value == largest->value)
        std::snprintf(range, sizeof range, "%s", size_name(smallest->value));
    else
        std::snprintf(range, sizeof range, "%s to %s", size_name(smallest->value), size_name(largest->value));
    theme::text_wrapped(allowed ? theme::kLegalText : theme::kErrorText, "Size: %s (the list allows %s)",
                        size->name.c_str(), range);
    note_widget("size-class");
    note_value("size-allowed", allowed ? "yes" : "no");
    const auto* fewest = entry->find_property("scenery-pieces-min");
    const auto* most = entry->find_property("scenery-pieces-max");
    if (!fewest || !most) return;
    if (fewest->value == most->value)
        ImGui::Text("Scenery pieces: %g", fewest->value);
    else
        ImGui::Text("Scenery pieces: %g to %g", fewest->value, most->value);
}

}  // namespace app::aos4
