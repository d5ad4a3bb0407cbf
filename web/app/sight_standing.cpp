#include "app/sight_standing.hpp"

#include "app/panel_renderer.hpp"
#include "app/widget_rects.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>

namespace app {
namespace {

// [-] text [+], the fingertip-sized stepper the plugin panels use; true when the value changed.
bool stepper(const std::string& id, const char* text, double& value, double step, double low, double high) {
    ImGui::PushID(id.c_str());
    const double before = value;
    const float row_y = ImGui::GetCursorPosY();
    if (ImGui::Button("-", {kTouchTarget, kTouchTarget})) value = std::max(low, value - step);
    note_widget(id + ":minus");
    ImGui::SameLine();
    ImGui::SetCursorPosY(row_y + (kTouchTarget - ImGui::GetTextLineHeight()) / 2);
    ImGui::TextUnformatted(text);
    ImGui::SameLine();
    ImGui::SetCursorPosY(row_y);
    if (ImGui::Button("+", {kTouchTarget, kTouchTarget})) value = std::min(high, value + step);
    note_widget(id + ":plus");
    ImGui::PopID();
    return value != before;
}

}  // namespace

void draw_standing_controls(const std::string& system_id, const char* key, bb::rules::ModelSpot& model) {
    char text[64];
    if (system_id == "wh40k10") {
        std::snprintf(text, sizeof text, "%g\" above ground%s", model.elevation,
                      model.elevation >= 6 ? " (plunging)" : "");
        stepper(std::string("sight-up:") + key, text, model.elevation, 1, 0, 30);
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip(
                "A model wholly within a ruin 6\" or more up shoots with AP improved by 1 at "
                "targets at ground level");
    } else if (system_id == "wfb8") {
        std::snprintf(text, sizeof text, "Line of Sight %g", model.height);
        stepper(std::string("sight-los:") + key, text, model.height, 1, 0, 20);
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip(
                "The model's own value. Terrain: hill 2 a level, building 5 a floor, forest 5, "
                "impassable 5, obstacle 0");
        double floor = model.floor;
        std::snprintf(text, sizeof text, "Floor %u above the first (+%u)", model.floor, model.floor * 5);
        if (stepper(std::string("sight-floor:") + key, text, floor, 1, 0, 9))
            model.floor = static_cast<std::uint32_t>(floor);
    }
}

}  // namespace app
