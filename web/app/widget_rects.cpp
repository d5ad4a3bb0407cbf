#include "app/widget_rects.hpp"

namespace app {

namespace {
std::map<std::string, WidgetRect> g_widgets;
std::map<std::string, std::string> g_values;
}  // namespace

void note_widget(const std::string& key) {
    const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
    // Only items wholly inside their (possibly scrolled) window can be clicked where they are reported.
    const ImVec2 clip_min = ImGui::GetWindowPos();
    const ImVec2 clip_max = {clip_min.x + ImGui::GetWindowWidth(), clip_min.y + ImGui::GetWindowHeight()};
    if (min.y < clip_min.y || max.y > clip_max.y) return;
    g_widgets[key] = {min.x, min.y, max.x - min.x, max.y - min.y};
}

void note_rect(const std::string& key, ImVec2 min, ImVec2 max) {
    g_widgets[key] = {min.x, min.y, max.x - min.x, max.y - min.y};
}

void note_value(const std::string& key, const std::string& text) { g_values[key] = text; }

void clear_widgets() {
    g_widgets.clear();
    g_values.clear();
}

const std::map<std::string, WidgetRect>& widgets() { return g_widgets; }

const std::map<std::string, std::string>& values() { return g_values; }

}  // namespace app
