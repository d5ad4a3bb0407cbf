#pragma once
// What Android's Back (and the browser's) closes before it leaves the app, topmost first: an open popup or combo
// (ImGui keeps those), then the windows that said they can be closed, the last one drawn first. Nothing is lost:
// closing a window is what its Close button does.
#include <functional>

namespace app::back {

// Called while drawing a window that Back closes, every frame it is open.
void closes(std::function<void()> close);
// After ImGui::NewFrame: Back presses since the last frame close what was on top then.
void begin_frame();
// After the app's windows: tells the page whether anything is open.
void end_frame();

}  // namespace app::back
