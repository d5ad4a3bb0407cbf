#include "app/ui/screen_area.hpp"

#include "platform/viewport.hpp"

#include <algorithm>

namespace app::screen {

namespace {
ImVec2 g_canvas;
ImVec2 g_origin;  // the safe area's top left corner on the canvas
}  // namespace

void before_frame() {
    ImGuiIO& io = ImGui::GetIO();
    const platform::SafeArea safe = platform::safe_area();
    g_canvas = io.DisplaySize;
    // A margin never takes more than a quarter of the screen, whatever the page says.
    const auto margin = [](float inset, float extent) { return std::clamp(inset, 0.0f, extent / 4); };
    const float left = margin(safe.left, g_canvas.x), right = margin(safe.right, g_canvas.x);
    const float top = margin(safe.top, g_canvas.y), bottom = margin(safe.bottom, g_canvas.y);
    g_origin = {left, top};
    io.DisplaySize = {g_canvas.x - left - right, g_canvas.y - top - bottom};
    if (ImGui::IsMousePosValid(&io.MousePos)) io.MousePos = to_app(io.MousePos);
}

void place_picture(ImDrawData& picture) {
    picture.DisplayPos = {-g_origin.x, -g_origin.y};
    picture.DisplaySize = g_canvas;
}

ImVec2 to_app(ImVec2 canvas) { return {canvas.x - g_origin.x, canvas.y - g_origin.y}; }

ImVec2 to_canvas(ImVec2 app) { return {app.x + g_origin.x, app.y + g_origin.y}; }

ImVec2 canvas_size() { return g_canvas; }

}  // namespace app::screen
