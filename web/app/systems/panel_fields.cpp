#include "app/systems/panel_fields.hpp"

#include "app/widget_rects.hpp"

#include <algorithm>

namespace app {

void field_label(const char* text) {
    const float label_width = ImGui::GetFontSize() * 8.5f;  // room for "Shoot per floor"
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(text);
    ImGui::SameLine(label_width);
    ImGui::SetNextItemWidth(-1);
}

bool count_field(const std::string& key, const char* label, std::uint32_t& value, std::uint32_t lowest,
                 std::uint32_t highest) {
    field_label(label);
    int shown = int(value);
    const bool changed = ImGui::InputInt(("##" + key).c_str(), &shown);
    note_widget(key);
    if (changed) value = std::uint32_t(std::clamp(shown, int(lowest), int(highest)));
    return changed;
}

bool inches_field(const std::string& key, const char* label, double& value, double lowest, double highest) {
    field_label(label);
    const bool changed = ImGui::InputDouble(("##" + key).c_str(), &value, 0.5, 1.0, "%.2f\"");
    note_widget(key);
    if (changed) value = std::clamp(value, lowest, highest);
    return changed;
}

void wrapped_text(const ImVec4& colour, const std::string& text) {
    ImGui::PushStyleColor(ImGuiCol_Text, colour);
    ImGui::TextWrapped("%s", text.c_str());
    ImGui::PopStyleColor();
}

}  // namespace app
