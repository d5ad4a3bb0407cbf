#include "app/app.hpp"

#include "app/measure_overlay.hpp"
#include "app/saves_state.hpp"
#include "app/side_panel.hpp"
#include "app/state_json.hpp"
#include "app/theme.hpp"
#include "app/touch_scroll.hpp"
#include "app/widget_rects.hpp"

#include <utility>

namespace app {

namespace {

constexpr ImGuiWindowFlags kFixedWindow = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                          ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus;

// Above the board: where the pointer is, and whether the setup is legal, visible whatever tab is open.
void board_status(const Session& session, const BoardView& board) {
    ImGui::SetCursorPos({12, 8});
    if (session.measure.active) {
        ImGui::TextColored(theme::kRollResult, "Tape measure: drag across the board");
        ImGui::SameLine(0, 24);
    } else if (session.has_system() && !session.battlefield().pieces.empty()) {
        int breaches = 0;
        for (const auto& f : session.findings().items) breaches += f.severity == bb::rules::Severity::Breach;
        if (breaches == 0)
            ImGui::TextColored(theme::kLegalText, "Setup check: legal");
        else
            ImGui::TextColored(theme::kErrorText, "Setup check: %d breach%s (see Battle)", breaches,
                               breaches == 1 ? "" : "es");
        ImGui::SameLine(0, 24);
    }
    if (auto at = board.hovered_point()) ImGui::TextColored(theme::kMutedText, "%.2f\", %.2f\"", at->x, at->y);
}

}  // namespace

App::App() {
    // Keeping a shared link's setup never loses the player's own battlefield of that system.
    session_.before_replace = [this](const bb::model::Battlefield& replaced) {
        saves_.keep_unsaved(replaced, "Kept before a shared link");
    };
}

void App::frame() {
    if (frame_++ == 0) saves_.start(session_);
    clear_widgets();
    shared_link_.poll(session_);
    session_.refresh_findings();
    session_.refresh_score();
    const ImVec2 screen = ImGui::GetIO().DisplaySize;
    // Wide screens get a side panel; tall phone screens a panel below the board.
    const bool wide = screen.x >= screen.y * 0.9f;
    const float panel_size = wide ? std::min(380.0f, screen.x * 0.4f) : screen.y * 0.42f;
    const ImVec2 board_size = wide ? ImVec2{screen.x - panel_size, screen.y} : ImVec2{screen.x, screen.y - panel_size};
    const ImVec2 panel_pos = wide ? ImVec2{board_size.x, 0} : ImVec2{0, board_size.y};
    const ImVec2 panel_extent = wide ? ImVec2{panel_size, screen.y} : ImVec2{screen.x, panel_size};
    if (shared_link_.showing(session_))
        return shared_link_.draw_preview(session_, panel_, board_size, panel_pos, panel_extent);

    ImGui::SetNextWindowPos({0, 0});
    ImGui::SetNextWindowSize(board_size);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {0, 0});
    ImGui::PushStyleColor(ImGuiCol_WindowBg, theme::kBackground);
    ImGui::Begin("Board", nullptr, kFixedWindow | ImGuiWindowFlags_NoScrollWithMouse);
    board_.draw(session_, {0, 0}, board_size);
    if (!session_.has_system()) {
        const char* hint = "Battleboard: choose a game system to begin";
        const ImVec2 size = ImGui::CalcTextSize(hint);
        ImGui::SetCursorPos({(board_size.x - size.x) / 2, (board_size.y - size.y) / 2});
        ImGui::TextUnformatted(hint);
    }
    board_status(session_, board_);
    ImGui::End();
    ImGui::PopStyleColor();
    ImGui::PopStyleVar();
    board_toolbar(board_size);

    ImGui::SetNextWindowPos(panel_pos);
    ImGui::SetNextWindowSize(panel_extent);
    ImGui::Begin("Panel", nullptr, kFixedWindow);
    draw_side_panel(session_, panel_, [this] { draw_saves_panel(session_, saves_, saves_panel_); });
    ImGui::End();
    drag_to_scroll();
    shared_link_.draw_message(board_size);
    share_.draw_windows();
    if (std::exchange(saves_panel_.image_requested, false)) export_board_image(session_, saves_);
    saves_.tick(session_);

    const bool typing = ImGui::GetIO().WantTextInput;
    if (!typing && (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Delete)) ||
                    ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Backspace))))
        session_.delete_selected();
}

// Measure and Share over the board's top right corner, in their own window so the board's drag area under them
// does not take their clicks.
void App::board_toolbar(ImVec2 board_size) {
    if (!session_.has_system()) return;
    ImGui::SetNextWindowPos({board_size.x - 8, 4}, ImGuiCond_Always, {1, 0});
    ImGui::Begin("Board toolbar", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoBackground);
    draw_measure_button(session_);
    ImGui::SameLine();
    share_.draw_button(session_);
    ImGui::End();
}

std::string App::state_json() const { return with_saves_state(app::state_json(session_, board_, frame_), saves_); }

}  // namespace app
