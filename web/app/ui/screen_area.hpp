#pragma once
// The part of the screen the app is laid out in: clear of a phone's notch, rounded corners and home indicator (the
// safe area the page reports). ImGui is told that part is the whole display, so every window, popup and combo,
// the ones added later too, stays inside it by itself; the pointer is moved into its coordinates and the picture
// back out to the canvas. The canvas itself fills the screen, its margins the app's background colour.
#include <imgui.h>

namespace app::screen {

// After the UI backend's new frame, before the touch layer: reads the safe area, narrows ImGui's display to it and
// moves the mouse into it.
void before_frame();
// After ImGui::Render: the picture covers the whole canvas again, shifted by the safe area's corner.
void place_picture(ImDrawData& picture);

// Between the canvas's CSS pixels and the app's points.
ImVec2 to_app(ImVec2 canvas);
ImVec2 to_canvas(ImVec2 app);
// The whole canvas, in points.
ImVec2 canvas_size();

}  // namespace app::screen
