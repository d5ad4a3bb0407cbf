#pragma once
namespace app {

// ImGui 1.86 scrolls only with a mouse wheel; on phones a finger dragged up or down a panel or list should
// scroll it. Call once per frame after the windows are drawn.
void drag_to_scroll();

}  // namespace app
