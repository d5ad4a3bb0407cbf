#include "app/input/touch_scroll.hpp"

#include "app/input/touch_input.hpp"

#include <imgui.h>
#include <imgui_internal.h>
#include <cmath>

namespace app {

namespace {
constexpr float kStartAfter = 10.0f;  // points of vertical travel before a press becomes a scroll
ImGuiWindow* g_target = nullptr;
bool g_scrolling = false;

// The innermost window under the pointer that can scroll (a list inside the panel, else the panel).
ImGuiWindow* scrollable_at_pointer() {
    for (ImGuiWindow* w = GImGui->HoveredWindow; w; w = w->ParentWindow)
        if (w->ScrollMax.y > 0) return w;
    return nullptr;
}
}  // namespace

void drag_to_scroll() {
    if (touch::finger_in_control()) return;  // fingers are told apart before the UI sees them (touch_input)
    ImGuiIO& io = ImGui::GetIO();
    if (ImGui::IsMouseClicked(0)) {
        g_target = scrollable_at_pointer();
        g_scrolling = false;
    }
    if (!ImGui::IsMouseDown(0) || !g_target) {
        g_target = ImGui::IsMouseDown(0) ? g_target : nullptr;
        return;
    }
    if (!g_scrolling) {
        const ImVec2 drag = ImGui::GetMouseDragDelta(0, 0.0f);
        if (std::abs(drag.y) < kStartAfter || std::abs(drag.y) < std::abs(drag.x)) return;
        g_scrolling = true;
        ImGui::ClearActiveID();  // the press that started the scroll must not also click what it started on
    }
    ImGui::SetScrollY(g_target, g_target->Scroll.y - io.MouseDelta.y);
}

}  // namespace app
