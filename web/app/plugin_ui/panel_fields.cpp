#include "app/plugin_ui/panel_fields.hpp"

#include "app/ui/widget_rects.hpp"

#include <algorithm>

namespace app {

void field_label(const char* text) {
    const float label_width = ImGui::GetFontSize() * 8.5f;  // room for a short label
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(text);
    ImGui::SameLine(label_width);
    ImGui::SetNextItemWidth(-1);
}

bool inches_field(const std::string& key, const char* label, double& value, double lowest, double highest) {
    field_label(label);
    const bool changed = ImGui::InputDouble(("##" + key).c_str(), &value, 0.5, 1.0, "%.2f\"");
    note_widget(key);
    if (changed) value = std::clamp(value, lowest, highest);
    return changed;
}

}  // namespace app
