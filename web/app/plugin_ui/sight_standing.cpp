#include "app/plugin_ui/sight_standing.hpp"

#include "app/plugin_ui/panel_renderer.hpp"
#include "app/ui/widget_rects.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>

namespace app {
namespace {

using bb::sys::StandingControl;

// [-] text [+], the fingertip-sized stepper the plugin panels use; true when the value changed.
bool stepper(const std::string& id, const std::string& text, double& value, double step, double low, double high) {
    ImGui::PushID(id.c_str());
    const double before = value;
    const float row_y = ImGui::GetCursorPosY();
    if (ImGui::Button("-", {kTouchTarget, kTouchTarget})) value = std::max(low, value - step);
    note_widget(id + ":minus");
    ImGui::SameLine();
    ImGui::SetCursorPosY(row_y + (kTouchTarget - ImGui::GetTextLineHeight()) / 2);
    ImGui::TextUnformatted(text.c_str());
    ImGui::SameLine();
    ImGui::SetCursorPosY(row_y);
    if (ImGui::Button("+", {kTouchTarget, kTouchTarget})) value = std::min(high, value + step);
    note_widget(id + ":plus");
    ImGui::PopID();
    return value != before;
}

double value_of(const bb::rules::ModelSpot& model, StandingControl::Field field) {
    switch (field) {
        case StandingControl::Field::elevation: return model.elevation;
        case StandingControl::Field::height: return model.height;
        case StandingControl::Field::floor: return model.floor;
    }
    return 0;
}

void set(bb::rules::ModelSpot& model, StandingControl::Field field, double value) {
    switch (field) {
        case StandingControl::Field::elevation: model.elevation = value; break;
        case StandingControl::Field::height: model.height = value; break;
        case StandingControl::Field::floor:
            model.floor = static_cast<std::uint32_t>(std::lround(std::max(0.0, value)));
            break;
    }
}

}  // namespace

void draw_standing_controls(const std::vector<StandingControl>& controls, const char* key,
                            bb::rules::ModelSpot& model) {
    for (const auto& control : controls) {
        double value = value_of(model, control.field);
        const std::string id = "sight-" + control.key + ":" + key;
        const bool changed = stepper(id, control.text_for(value), value, control.step, control.low, control.high);
        if (!control.help.empty() && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", control.help.c_str());
        if (changed) set(model, control.field, value);
    }
}

}  // namespace app
