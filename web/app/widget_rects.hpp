#pragma once
// Where named controls were drawn in the last frame. Read by the page's read-only state hook, so browser
// tests can aim real mouse and touch events at ImGui widgets, which have no DOM of their own.
#include <imgui.h>
#include <map>
#include <string>

namespace app {

struct WidgetRect {
    float x, y, width, height;  // screen points (CSS pixels)
};

// Records the rectangle of the item just drawn under `key`.
void note_widget(const std::string& key);
void clear_widgets();
const std::map<std::string, WidgetRect>& widgets();

} // namespace app
