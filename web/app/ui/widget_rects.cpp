#include "app/ui/widget_rects.hpp"

#include "app/ui/screen_area.hpp"

#include <imgui_internal.h>

#include <cstdio>

namespace app {

namespace {
std::map<std::string, WidgetRect> g_widgets;
std::map<std::string, std::string> g_values;
}  // namespace

void note_widget(const std::string& key) {
    const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
    // Only items wholly inside their (possibly scrolled) window, and inside the windows holding that one (a list
    // in a scrolled tab), can be clicked where they are reported.
    const ImRect clip = ImGui::GetCurrentWindowRead()->ClipRect;
    constexpr float kEdge = 8;  // the clip rectangle stops short of the window's padding
    if (min.y < clip.Min.y - kEdge || max.y > clip.Max.y + kEdge) return;
    note_rect(key, min, max);
}

void note_rect(const std::string& key, ImVec2 min, ImVec2 max) {
    const ImVec2 at = screen::to_canvas(min);
    g_widgets[key] = {at.x, at.y, max.x - min.x, max.y - min.y};
}

void note_scroll_area(const std::string& key) {
    const ImVec2 min = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
    note_rect(key, min, {min.x + size.x, min.y + size.y});
    char scroll[32];
    std::snprintf(scroll, sizeof scroll, "%.0f/%.0f", ImGui::GetScrollY(), ImGui::GetScrollMaxY());
    note_value("scroll:" + key, scroll);
}

void note_value(const std::string& key, const std::string& text) { g_values[key] = text; }

void clear_widgets() {
    g_widgets.clear();
    g_values.clear();
}

const std::map<std::string, WidgetRect>& widgets() { return g_widgets; }

const std::map<std::string, std::string>& values() { return g_values; }

}  // namespace app
