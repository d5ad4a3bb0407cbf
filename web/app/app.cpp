#include "app/app.hpp"

#include "app/layout_job.hpp"
#include "app/measure_overlay.hpp"
#include "app/plugin_panels.hpp"
#include "app/saves_state.hpp"
#include "app/side_panel.hpp"
#include "app/state_json.hpp"
#include "app/theme.hpp"
#include "app/touch_scroll.hpp"
#include "app/widget_rects.hpp"

#include <algorithm>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

namespace app {

namespace {

constexpr ImGuiWindowFlags kFixedWindow = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                          ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus;

// The toolbar's width at its widest ("Done measuring" and "Share"), so the status line can keep clear of it.
float toolbar_width() {
    const ImGuiStyle& style = ImGui::GetStyle();
    return ImGui::CalcTextSize("Done measuring").x + ImGui::CalcTextSize("Share").x + 4 * style.FramePadding.x +
           style.ItemSpacing.x + 2 * style.WindowPadding.x + 8;
}

// The toolbar's row at the top of the board, margins included.
float toolbar_row_height() { return 8 + ImGui::GetFrameHeightWithSpacing() + 8; }

// The toolbar with the status line under it, as a narrow screen shows them.
float toolbar_rows_height() { return toolbar_row_height() + ImGui::GetTextLineHeightWithSpacing(); }

struct StatusPart {
    ImVec4 colour;
    std::string text;
};

// Above the board: where the pointer is, and whether the setup is legal, visible whatever tab is open. Beside the
// toolbar when there is room, under it on a narrow screen.
void board_status(const Session& session, const BoardView& board, float board_width) {
    std::vector<StatusPart> parts;
    if (session.measure.active) {
        parts.push_back({theme::kRollResult, "Tape measure: drag across the board"});
    } else if (session.has_system() && !session.battlefield().pieces.empty()) {
        int breaches = 0;
        for (const auto& f : session.findings().items) breaches += f.severity == bb::rules::Severity::Breach;
        if (breaches == 0)
            parts.push_back({theme::kLegalText, "Setup check: legal"});
        else
            parts.push_back({theme::kErrorText, "Setup check: " + std::to_string(breaches) +
                                                    (breaches == 1 ? " breach" : " breaches") + " (see Battle)"});
    }
    if (auto at = board.hovered_point()) {
        char where[48];
        std::snprintf(where, sizeof where, "%.2f\", %.2f\"", at->x, at->y);
        parts.push_back({theme::kMutedText, where});
    }
    constexpr float kLeft = 12, kGap = 24;
    float width = kLeft;
    for (const auto& part : parts) width += ImGui::CalcTextSize(part.text.c_str()).x + kGap;
    const bool beside = !session.has_system() || width <= board_width - toolbar_width();
    ImGui::SetCursorPos({kLeft, beside ? 8.0f : toolbar_row_height()});
    if (parts.empty()) return;
    ImGui::BeginGroup();
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i > 0) ImGui::SameLine(0, kGap);
        ImGui::TextColored(parts[i].colour, "%s", parts[i].text.c_str());
    }
    ImGui::EndGroup();
    note_widget("board-status");
}

}  // namespace

// A phone held upright: the board takes the height its width can use, within limits, and the panel below it
// gets the rest, which is room for most of a tab instead of empty space around the board.
float App::board_height_when_tall(ImVec2 screen) const {
    constexpr float kLeast = 0.35f, kMost = 0.58f;
    if (!session_.has_system()) return screen.y * kMost;
    const float wanted = toolbar_rows_height() + ViewTransform::height_to_fit(session_.battlefield().width,
                                                                              session_.battlefield().depth, screen.x);
    return std::clamp(wanted, screen.y * kLeast, screen.y * kMost);
}

App::App() {
    // Keeping a shared link's setup never loses the player's own battlefield of that system.
    session_.before_replace = [this](const bb::model::Battlefield& replaced) {
        saves_.keep_unsaved(replaced, "Kept before a shared link", session_.roll_log());
    };
    // A battlefield of a game system this build does not have stays in Saves until its plugin is installed.
    session_.keep_missing_system = [this](const bb::model::Battlefield& orphan) {
        saves_.keep_unsaved(orphan, "Needs the game system " + orphan.system_id);
    };
    shared_link_.keep_missing_system = session_.keep_missing_system;
    session_.load_plugin_index();
}

void App::frame() {
    if (frame_++ == 0) {
        saves_.start(session_);
        first_steps_.start();
    }
    clear_widgets();
    shared_link_.poll(session_);
    // A slice of a layout being generated, short enough for the frame rate (the rest waits for later frames).
    constexpr double kGenerateMillisecondsPerFrame = 25;
    layout_job().advance(session_, kGenerateMillisecondsPerFrame);
    session_.refresh_findings();
    session_.refresh_score();
    refresh_plugin_panels(session_);
    const ImVec2 screen = ImGui::GetIO().DisplaySize;
    // Wide screens get a side panel; tall phone screens a panel below the board.
    const bool wide = screen.x >= screen.y * 0.9f;
    const float panel_size = wide ? std::min(380.0f, screen.x * 0.4f) : screen.y - board_height_when_tall(screen);
    const ImVec2 board_size = wide ? ImVec2{screen.x - panel_size, screen.y} : ImVec2{screen.x, screen.y - panel_size};
    // On a tall screen the board fits its window tightly, so the toolbar and status line get a row of their own.
    const float board_top = wide ? 0.0f : toolbar_rows_height();
    const ImVec2 panel_pos = wide ? ImVec2{board_size.x, 0} : ImVec2{0, board_size.y};
    const ImVec2 panel_extent = wide ? ImVec2{panel_size, screen.y} : ImVec2{screen.x, panel_size};
    if (shared_link_.showing(session_))
        return shared_link_.draw_preview(session_, panel_, board_size, panel_pos, panel_extent);

    ImGui::SetNextWindowPos({0, 0});
    ImGui::SetNextWindowSize(board_size);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {0, 0});
    ImGui::PushStyleColor(ImGuiCol_WindowBg, theme::kBackground);
    ImGui::Begin("Board", nullptr, kFixedWindow | ImGuiWindowFlags_NoScrollWithMouse);
    board_.draw(session_, {0, board_top}, {board_size.x, board_size.y - board_top});
    if (!session_.has_system()) {
        const char* hint = "Battleboard: choose a game system to begin";
        const ImVec2 size = ImGui::CalcTextSize(hint);
        ImGui::SetCursorPos({(board_size.x - size.x) / 2, (board_size.y - size.y) / 2});
        ImGui::TextUnformatted(hint);
    }
    board_status(session_, board_, board_size.x);
    ImGui::End();
    ImGui::PopStyleColor();
    ImGui::PopStyleVar();
    board_toolbar(board_size);
    first_steps_.draw(session_, toolbar_rows_height(), board_size);

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
