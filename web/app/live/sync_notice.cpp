#include "app/live/sync_notice.hpp"

#include "app/ui/widget_rects.hpp"

#include <algorithm>

namespace app {

void draw_sync_notice(BattleSync& sync, ImVec2 board_size, float lift) {
    if (sync.notice().empty()) return;
    const float width = std::min(board_size.x - 24, 34 * ImGui::GetFontSize());
    ImGui::SetNextWindowPos({board_size.x / 2, board_size.y - 12 - lift}, ImGuiCond_Always, {0.5f, 1});
    ImGui::SetNextWindowSize({width, 0});
    ImGui::Begin("Changed on both", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
    ImGui::TextWrapped("%s", sync.notice().c_str());
    note_value("sync:notice", sync.notice());
    if (ImGui::Button("OK##sync-notice", {-1, 0})) sync.dismiss_notice();
    note_widget("sync:notice-ok");
    ImGui::End();
}

}  // namespace app
