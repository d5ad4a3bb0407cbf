#include "app/input/touch_input.hpp"

#include "app/ui/screen_area.hpp"

#include <SDL.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cfloat>
#include <vector>

namespace app::touch {

namespace {

TouchGesture g_gesture;
bool g_finger = false;                            // the last pointer used was a finger
PointerFrame g_pointer;                           // what the gesture decided for this frame
ImGuiWindow* g_scrolled = nullptr;                // the window a finger is scrolling
std::vector<ImGuiID> g_direct, g_direct_drawing;  // windows whose presses act at once (last frame, this frame)

// SDL gives fingers as fractions of the canvas.
TouchPoint to_points(float x, float y) {
    const ImVec2 canvas = screen::canvas_size(), at = screen::to_app({x * canvas.x, y * canvas.y});
    return {at.x, at.y};
}

// Last frame's hovered window was computed with the pointer where the finger landed.
bool direct_at(TouchPoint) {
    const ImGuiWindow* hovered = GImGui->HoveredWindow;
    return hovered && std::find(g_direct.begin(), g_direct.end(), hovered->RootWindow->ID) != g_direct.end();
}

// The innermost window under the pointer that can scroll.
ImGuiWindow* scrollable_at_pointer() {
    for (ImGuiWindow* w = GImGui->HoveredWindow; w; w = w->ParentWindow)
        if (w->ScrollMax.y > 0 || w->ScrollMax.x > 0) return w;
    return nullptr;
}

}  // namespace

void set_up() { SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0"); }

bool process_event(const SDL_Event& event) {
    switch (event.type) {
        case SDL_FINGERDOWN:
            g_finger = true;
            g_gesture.finger_down(long(event.tfinger.fingerId), to_points(event.tfinger.x, event.tfinger.y),
                                  double(SDL_GetTicks()));
            return true;
        case SDL_FINGERMOTION:
            g_gesture.finger_move(long(event.tfinger.fingerId), to_points(event.tfinger.x, event.tfinger.y));
            return true;
        case SDL_FINGERUP:
            g_gesture.finger_move(long(event.tfinger.fingerId), to_points(event.tfinger.x, event.tfinger.y));
            g_gesture.finger_up(long(event.tfinger.fingerId));
            return true;
        case SDL_MOUSEMOTION:
        case SDL_MOUSEBUTTONDOWN:
            if (event.motion.which != SDL_TOUCH_MOUSEID) g_finger = false;
            return event.motion.which == SDL_TOUCH_MOUSEID;
        case SDL_MOUSEBUTTONUP: return event.button.which == SDL_TOUCH_MOUSEID;
        case SDL_MOUSEWHEEL:  // a wheel turned where the mouse rests (no motion first) is the mouse again
            if (event.wheel.which != SDL_TOUCH_MOUSEID && g_finger) {
                g_finger = false;
                ImGui::GetIO().MousePos = {float(event.wheel.mouseX), float(event.wheel.mouseY)};
            }
            return false;
        default: return false;
    }
}

void before_frame() {
    std::swap(g_direct, g_direct_drawing);
    g_direct_drawing.clear();
    if (!g_finger) return;
    g_pointer = g_gesture.next_frame(double(SDL_GetTicks()), direct_at);
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = g_pointer.present ? ImVec2{g_pointer.at.x, g_pointer.at.y} : ImVec2{-FLT_MAX, -FLT_MAX};
    io.MouseDown[0] = g_pointer.down;
    io.MouseDown[1] = io.MouseDown[2] = false;
    if (!g_gesture.busy() || g_pointer.down) g_scrolled = nullptr;
}

void presses_act_at_once() { g_direct_drawing.push_back(ImGui::GetCurrentWindow()->RootWindow->ID); }

void after_frame() {
    if (!g_finger) return;
    if (g_pointer.present && !g_pointer.down && (g_pointer.scroll.x || g_pointer.scroll.y)) {
        if (!g_scrolled) g_scrolled = scrollable_at_pointer();
        if (g_scrolled) {
            if (g_scrolled->ScrollMax.y > 0) ImGui::SetScrollY(g_scrolled, g_scrolled->Scroll.y - g_pointer.scroll.y);
            if (g_scrolled->ScrollMax.x > 0) ImGui::SetScrollX(g_scrolled, g_scrolled->Scroll.x - g_pointer.scroll.x);
        }
    }
    // A tooltip needs a hovering pointer; a finger only hovers while it waits to be told apart.
    for (ImGuiWindow* window : GImGui->Windows)
        if (window->Flags & ImGuiWindowFlags_Tooltip) window->Hidden = true;
}

bool finger_in_control() { return g_finger; }

bool finger_busy() { return g_gesture.busy(); }

std::optional<Pinch> pinch() { return g_gesture.pinch(); }

}  // namespace app::touch
