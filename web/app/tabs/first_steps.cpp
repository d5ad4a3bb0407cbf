#include "app/tabs/first_steps.hpp"

#include "app/ui/theme.hpp"
#include "app/ui/widget_rects.hpp"
#include "platform/storage.hpp"

#include <algorithm>

namespace app {

namespace {

constexpr const char* kDismissedKey = "pref:first-steps-dismissed";

bool empty_battlefield(const bb::model::Battlefield& b) {
    return b.pieces.empty() && b.objectives.empty() && b.battleplan_id.empty() && b.territories.empty();
}

}  // namespace

void FirstSteps::start() {
    platform::store_list([this](std::vector<platform::StoredRecord> records, const std::string&) {
        for (const auto& record : records) dismissed_ = dismissed_ || record.key == kDismissedKey;
        known_ = true;
    });
}

void FirstSteps::draw(const SystemLibrary& library, const Battlefields& battles, float top, ImVec2 board_size) {
    if (!known_ || dismissed_ || !library.has_system() || library.loading() ||
        !empty_battlefield(battles.battlefield()))
        return;
    // The words let taps and drags through to the board (the measure works under them); only "Got it" takes one.
    const float width = std::min(board_size.x - 16, 460.0f);
    const ImVec2 pos{(board_size.x - width) / 2, top};
    constexpr ImGuiWindowFlags kCard = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                       ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize;
    ImGui::SetNextWindowPos(pos);
    ImGui::SetNextWindowSize({width, 0});
    ImGui::PushStyleColor(ImGuiCol_WindowBg, IM_COL32(40, 62, 96, 235));
    ImGui::Begin("First steps", nullptr, kCard | ImGuiWindowFlags_NoInputs);
    ImGui::PopStyleColor();
    ImGui::TextWrapped(
        "Next: pick or roll a %s in the Battle tab, add terrain or Generate layout in the Terrain tab, "
        "then Share it with your opponent.",
        library.system().battleplan_term.c_str());
    ImGui::Dummy({0, 44});  // where "Got it" sits
    const ImVec2 card_max{pos.x + ImGui::GetWindowWidth(), pos.y + ImGui::GetWindowHeight()};
    note_value("hint:first-steps", "shown");
    note_rect("text:first-steps", pos, card_max);
    ImGui::End();
    ImGui::SetNextWindowPos({card_max.x - 8, card_max.y - 8}, ImGuiCond_Always, {1, 1});
    ImGui::Begin("First steps button", nullptr, kCard | ImGuiWindowFlags_NoBackground);
    if (ImGui::Button("Got it", {96, 44})) {
        dismissed_ = true;
        platform::store_put(kDismissedKey, "dismissed");
    }
    note_widget("hint:dismiss");
    ImGui::End();
}

}  // namespace app
