#pragma once
namespace app {

// ImGui 1.86 scrolls only with a mouse wheel: a mouse dragged up or down a panel or list scrolls it too
// (fingers scroll through touch_input). Call once per frame after the windows are drawn.
void drag_to_scroll();

}  // namespace app
