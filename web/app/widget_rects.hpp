#pragma once
// Where named controls were drawn in the last frame, and what some of them said. Read by the page's
// read-only state hook, so browser tests can aim real mouse and touch events at ImGui widgets, which have no
// DOM of their own, and check what the player was shown.
#include <imgui.h>
#include <map>
#include <string>

namespace app {

struct WidgetRect {
    float x, y, width, height;  // screen points (CSS pixels)
    std::string text;           // what the item showed, for items drawn with a text worth checking
};

// Records the rectangle of the item just drawn under `key`, with the text it showed if given.
void note_widget(const std::string& key, const std::string& text = {});
void clear_widgets();
const std::map<std::string, WidgetRect>& widgets();

} // namespace app
