#pragma once
// Where named controls were drawn in the last frame, and values panels showed. Read by the page's read-only
// state hook, so browser tests can aim real mouse and touch events at ImGui widgets, which have no DOM of their
// own, and check what a panel displayed.
#include <imgui.h>
#include <map>
#include <string>

namespace app {

struct WidgetRect {
    float x, y, width, height;  // the canvas's CSS pixels, where a test's pointer goes (see app/screen_area.hpp)
};

// Records the rectangle of the item just drawn under `key`.
void note_widget(const std::string& key);
// Records a rectangle drawn straight onto a draw list (text on the board), which has no ImGui item.
void note_rect(const std::string& key, ImVec2 min, ImVec2 max);
// Records the current window's rectangle under `key`, and how far it is scrolled as "scroll:<key>" =
// "<scroll y>/<largest scroll y>", so a test can tell a wheel that scrolled from one that reached the end.
void note_scroll_area(const std::string& key);
// Records what a panel shows under `key` (a points total, a roll's outcome), so tests can read it.
void note_value(const std::string& key, const std::string& text);
// Forgets both: called at the start of every frame.
void clear_widgets();
const std::map<std::string, WidgetRect>& widgets();
const std::map<std::string, std::string>& values();

}  // namespace app
