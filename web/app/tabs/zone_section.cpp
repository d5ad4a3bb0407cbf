#include "app/tabs/zone_section.hpp"

#include "app/ui/theme.hpp"
#include "app/ui/widget_rects.hpp"
#include "battleboard/link/limits.hpp"

#include <cstdio>
#include <optional>

namespace app {

namespace {

void zone_row(bb::model::Battlefield& battlefield, std::size_t index, std::optional<std::size_t>& remove) {
    auto& zone = battlefield.territories[index];
    ImGui::PushID(int(index));
    char name[bb::link::kMaxStringBytes];
    std::snprintf(name, sizeof name, "%s", zone.name.c_str());
    const float remove_width = ImGui::CalcTextSize("Remove").x + ImGui::GetStyle().FramePadding.x * 2;
    ImGui::SetNextItemWidth(-(remove_width + ImGui::GetStyle().ItemSpacing.x));
    if (ImGui::InputText("##name", name, sizeof name)) zone.name = name;
    note_widget("zone-name:" + std::to_string(index));
    ImGui::SameLine();
    ImGui::PushStyleColor(ImGuiCol_Button, theme::kDangerButton);
    if (ImGui::Button("Remove")) remove = index;
    note_widget("zone-remove:" + std::to_string(index));
    ImGui::PopStyleColor();
    ImGui::PopID();
}

void drawing_controls(ZoneEditor& zones, bb::model::Battlefield& battlefield) {
    theme::text_wrapped(theme::kRollResult, "Tap the board at each corner of the new zone, in order (%zu so far).",
                        zones.draft.size());
    if (ImGui::Button("Finish zone")) zones.finish(battlefield);
    note_widget("zone-finish");
    ImGui::SameLine();
    if (ImGui::Button("Undo corner")) zones.undo_corner();
    note_widget("zone-undo");
    ImGui::SameLine();
    if (ImGui::Button("Cancel")) zones.cancel();
    note_widget("zone-cancel");
}

}  // namespace

void draw_zone_section(const SystemLibrary& library, Battlefields& battles, ZoneEditor& zones) {
    auto& battlefield = battles.battlefield();
    auto& territories = battlefield.territories;
    char title[64];
    std::snprintf(title, sizeof title, "Deployment zones (%zu)###zones", territories.size());
    // Each new map decides once: one with no zones (a custom mission) opens the list ready to draw, one with
    // zones starts folded so the battleplan's own panels stay in view. A zone being drawn keeps it open.
    const std::string map = library.system().id + "/" + battlefield.battleplan_id;
    if (map != zones.map_seen) {
        zones.map_seen = map;
        ImGui::SetNextItemOpen(territories.empty(), ImGuiCond_Always);
    }
    if (zones.drawing) ImGui::SetNextItemOpen(true, ImGuiCond_Always);
    const bool open = ImGui::CollapsingHeader(title);
    note_widget("zones");
    if (!open) {
        zones.cancel();
        zones.editing = false;
        return;
    }
    std::optional<std::size_t> remove;
    for (std::size_t i = 0; i < territories.size(); ++i) zone_row(battlefield, i, remove);
    if (remove) territories.erase(territories.begin() + std::ptrdiff_t(*remove));
    if (territories.empty() && !zones.drawing) theme::text_wrapped(theme::kMutedText, "No zones on this map yet.");

    if (!territories.empty()) {
        ImGui::Checkbox("Drag zone corners on the board", &zones.editing);
        note_widget("zone-edit");
    }
    if (zones.drawing) {
        drawing_controls(zones, battlefield);
    } else if (ImGui::Button("Draw a new zone", {-1, 0})) {
        zones.start_drawing();
    }
    if (!zones.drawing) note_widget("zone-draw");
    if (!zones.message.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, theme::kErrorText);
        ImGui::TextWrapped("%s", zones.message.c_str());
        ImGui::PopStyleColor();
    }
}

}  // namespace app
