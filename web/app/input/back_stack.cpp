#include "app/input/back_stack.hpp"

#include "platform/back_button.hpp"

#include <imgui.h>
#include <imgui_internal.h>

#include <utility>
#include <vector>

namespace app::back {

namespace {
std::vector<std::function<void()>> g_closers, g_drawing;  // the last frame's, this frame's
}  // namespace

void closes(std::function<void()> close) { g_drawing.push_back(std::move(close)); }

void begin_frame() {
    g_closers = std::exchange(g_drawing, {});
    for (int presses = platform::take_back_presses(); presses > 0; --presses) {
        const int popups = GImGui->OpenPopupStack.Size;
        if (popups > 0) {
            ImGui::ClosePopupToLevel(popups - 1, /*restore_focus_to_window_under_popup=*/true);
        } else if (!g_closers.empty()) {
            g_closers.back()();
            g_closers.pop_back();
        }
    }
}

void end_frame() { platform::keep_back_entry(GImGui->OpenPopupStack.Size > 0 || !g_drawing.empty()); }

}  // namespace app::back
