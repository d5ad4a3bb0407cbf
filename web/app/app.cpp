#include "app/app.hpp"

#include "app/board/measure_overlay.hpp"
#include "app/input/touch_scroll.hpp"
#include "app/live/sync_notice.hpp"
#include "app/saves/save_record.hpp"
#include "app/tabs/added_systems_section.hpp"
#include "app/tabs/battleplan_section.hpp"
#include "app/tabs/catalogue_section.hpp"
#include "app/tabs/dice_tab.hpp"
#include "app/tabs/findings_section.hpp"
#include "app/tabs/objective_section.hpp"
#include "app/tabs/piece_tab.hpp"
#include "app/tabs/side_panel.hpp"
#include "app/tabs/sight_tab.hpp"
#include "app/tabs/terrain_box_window.hpp"
#include "app/tabs/zone_section.hpp"
#include "app/test_hook/dice_report.hpp"
#include "app/test_hook/saves_report.hpp"
#include "app/test_hook/state_report.hpp"
#include "app/ui/theme.hpp"
#include "app/ui/widget_rects.hpp"
#include "platform/wake_lock.hpp"

#include <imgui_internal.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

namespace app {

namespace {

constexpr ImGuiWindowFlags kFixedWindow = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                          ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus;

// Toolbar buttons keep narrow side margins, so both toolbars share one row on a 360 px phone, but are never
// narrower than a finger.
constexpr float kToolbarPadding = 6, kToolbarSpacing = 6;

void push_toolbar_style() {
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {0, 0});
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, {std::min(ImGui::GetStyle().FramePadding.x, kToolbarPadding),
                                                     ImGui::GetStyle().FramePadding.y});
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, {kToolbarSpacing, ImGui::GetStyle().ItemSpacing.y});
}

float toolbar_button_width(const char* label) {
    const float padding = std::min(ImGui::GetStyle().FramePadding.x, kToolbarPadding);
    return std::max(ImGui::CalcTextSize(label).x + 2 * padding, ImGui::GetFrameHeight());
}

// The toolbar's width at its widest ("Measure" and "Share"), so the other toolbar can share its row.
float toolbar_width() { return toolbar_button_width("Measure") + toolbar_button_width("Share") + kToolbarSpacing + 8; }

// The toolbar's row at the top of the board, margins included.
float toolbar_row_height() { return 4 + ImGui::GetFrameHeight() + 4; }

constexpr const char* kViewButtons[] = {"Undo", "Redo", "Fit", "Turn"};

// Undo, Redo, Fit and Turn at the top left of the board.
float view_toolbar_width() {
    float width = 8;
    for (const char* label : kViewButtons) width += toolbar_button_width(label);
    return width + 3 * kToolbarSpacing;
}

// The two toolbars share a row when the board is wide enough, else each has its own.
int toolbar_rows(float board_width) { return view_toolbar_width() + toolbar_width() <= board_width ? 1 : 2; }

// The toolbars with the status line under them: the board starts below, so nothing is drawn under a button.
float toolbar_rows_height(float board_width) {
    return toolbar_rows(board_width) * toolbar_row_height() + ImGui::GetTextLineHeightWithSpacing();
}

struct StatusPart {
    ImVec4 colour;
    std::string text;
};

// Above the board: where the pointer is, and whether the setup is legal, visible whatever tab is open. Beside the
// toolbar when there is room, under it on a narrow screen.
void board_status(const Battlefields& battles, const SetupFindings& check, const MeasureTool& measure, bool has_system,
                  const BoardView& board, float board_width, const LiveTable& live) {
    std::vector<StatusPart> parts;
    // Whether the other phone is there, on both phones whatever is open.
    if (const std::string status = live.badge(); !status.empty())
        parts.push_back({live.stage() == LiveTable::Stage::Connected ? theme::kLegalText : theme::kErrorText, status});
    if (measure.active) {
        parts.push_back({theme::kRollResult, "Tape measure: drag across the board"});
    } else if (has_system && !battles.battlefield().pieces.empty()) {
        int breaches = 0;
        for (const auto& f : check.findings().items) breaches += f.severity == bb::rules::Severity::Breach;
        if (breaches == 0 && !check.error().empty())
            parts.push_back({theme::kErrorText, "Setup check: unavailable (see Battle)"});
        else if (breaches == 0)
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
    ImGui::SetCursorPos({kLeft, has_system ? toolbar_rows(board_width) * toolbar_row_height() : 8.0f});
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
    if (!library_.has_system()) return screen.y * kMost;
    const auto& b = battles_.battlefield();
    const float wanted = toolbar_rows_height(screen.x) + ViewTransform::height_to_fit(b.width, b.depth, screen.x);
    return std::clamp(wanted, screen.y * kLeast, screen.y * kMost);
}

App::App() {
    // Keeping a shared link's setup never loses the player's own battlefield of that system.
    battles_.before_replace = [this](const bb::model::Battlefield& replaced) {
        saves_.keep_unsaved(replaced, "Kept before a shared link", battles_.roll_log());
    };
    // A battlefield of a game system this build does not have stays in Saves until its plugin is installed.
    battles_.system_missing = [this](const bb::model::Battlefield& orphan, const std::string& system_version) {
        saves_.keep_unsaved(orphan, "Needs the game system " + orphan.system_id, {}, system_version);
    };
    shared_link_.system_missing = battles_.system_missing;
    // The battle a phone had before it joined another's table stays in Saves.
    live_.set_aside = [this](const bb::model::Battlefield& mine, const bb::dice::RollLog& rolls) {
        saves_.keep_unsaved(mine, "Kept before joining a live table", rolls);
    };
    // A join code opened as the page's address (a phone's camera app) or scanned here starts or answers one.
    shared_link_.join_code_opened = [this](std::string code) { play_together_.take_code(code); };
    scanner_.join_code_scanned = [this](std::string code) { play_together_.take_code(code); };
    // A battle's sync code, the same ways: collected, and the battle merged once all its codes are.
    shared_link_.sync_code_opened = [this](std::string code) { play_together_.take_sync_code(code); };
    scanner_.sync_code_scanned = [this](std::string code) { return play_together_.take_sync_code(code); };
    library_.load_index();
}

void App::frame() {
    const GenerationFrameTimer timer(generation_);
    if (frame_++ == 0) {
        saves_.start();
        first_steps_.start();
        terrain_boxes_.start();
    }
    clear_widgets();
    sync_.merge_heard();
    live_.poll();
    platform::keep_screen_on(library_.has_system());
    if (scanner_.poll()) share_.close();  // a scanned link is taken by the shared link's poll, just below
    shared_link_.poll();
    // A slice of a layout being generated, short enough for the frame rate (the rest waits for later frames).
    constexpr double kGenerateMillisecondsPerFrame = 25;
    generation_.advance(kGenerateMillisecondsPerFrame);
    setup_sheet_.advance(kGenerateMillisecondsPerFrame);
    if (shared_link_.take_turned() && !board_.turned()) board_.turn();
    findings_.refresh();
    score_.refresh();
    refresh_plugin_panels(plugin_panel_parts());
    const ImVec2 screen = ImGui::GetIO().DisplaySize;
    // Wide screens get a side panel; tall phone screens a panel below the board.
    const bool wide = screen.x >= screen.y * 0.9f;
    const float panel_size = wide ? std::min(380.0f, screen.x * 0.4f) : screen.y - board_height_when_tall(screen);
    const ImVec2 board_size = wide ? ImVec2{screen.x - panel_size, screen.y} : ImVec2{screen.x, screen.y - panel_size};
    // The toolbars and the status line get rows of their own above the board.
    const float board_top = library_.has_system() ? toolbar_rows_height(board_size.x) : 0.0f;
    const ImVec2 panel_pos = wide ? ImVec2{board_size.x, 0} : ImVec2{0, board_size.y};
    const ImVec2 panel_extent = wide ? ImVec2{panel_size, screen.y} : ImVec2{screen.x, panel_size};
    if (shared_link_.showing()) return shared_link_.draw_preview(panel_, board_size, panel_pos, panel_extent);

    ImGui::SetNextWindowPos({0, 0});
    ImGui::SetNextWindowSize(board_size);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {0, 0});
    ImGui::PushStyleColor(ImGuiCol_WindowBg, theme::kBackground);
    ImGui::Begin("Board", nullptr, kFixedWindow | ImGuiWindowFlags_NoScrollWithMouse);
    board_.draw(board_scene(), {0, board_top}, {board_size.x, board_size.y - board_top});
    if (board_.take_tap_on_pick()) panel_.tapped_pick = true;
    if (!library_.has_system()) {
        const char* hint = "Battleboard: choose a game system to begin";
        const ImVec2 size = ImGui::CalcTextSize(hint);
        ImGui::SetCursorPos({(board_size.x - size.x) / 2, (board_size.y - size.y) / 2});
        ImGui::TextUnformatted(hint);
    }
    board_status(battles_, findings_, measure_, library_.has_system(), board_, board_size.x, live_);
    ImGui::End();
    ImGui::PopStyleColor();
    ImGui::PopStyleVar();
    board_toolbar(board_size);
    view_toolbar(board_size);
    first_steps_.draw(library_, battles_, board_top, board_size);
    deleted_toast(board_size);
    const bool toast_shown = now_ms() <= toast_until_;
    // A window of codes to scan is left clear (a notice over a QR code stops the other phone reading it); the
    // notice waits until it closes.
    if (!play_together_.is_open() && !share_.is_open())
        draw_sync_notice(sync_, board_size, toast_shown ? ImGui::GetFrameHeightWithSpacing() + 20 : 0);

    ImGui::SetNextWindowPos(panel_pos);
    ImGui::SetNextWindowSize(panel_extent);
    ImGui::Begin("Panel", nullptr, kFixedWindow);
    draw_side_panel(library_, battles_, selection_, panel_, tab_contents());
    ImGui::End();
    drag_to_scroll();
    shared_link_.draw_message(board_size);
    share_.draw_windows();
    play_together_.draw();
    scanner_.draw_message(board_size);
    draw_terrain_box_window(library_, battles_, terrain_boxes_);
    if (std::exchange(saves_tab_.image_requested, false))
        export_board_image(library_.has_system() ? &battles_.battlefield() : nullptr, board_answers(), saves_);
    saves_.tick();

    const bool typing = ImGui::GetIO().WantTextInput;
    if (!typing && (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Delete)) ||
                    ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Backspace))))
        if (library_.has_system()) delete_selected(battles_.battlefield(), selection_, deletions_);
    undo_shortcuts();
    // Every change to the battle, from any panel, becomes an undo step once the pointer is up and no field is
    // being edited (a drag or a typed name is one step).
    if (frame_ == 1) {
        history_.start();
        sync_.start();
        live_.start();
    }
    const bool settled = !ImGui::IsAnyMouseDown() && ImGui::GetActiveID() == 0;
    sync_.send_changes(settled);
    for (const auto& heard : sync_.take_heard_changes()) history_.carry(heard.system_id, heard.before, heard.after);
    history_.observe(settled);
    history_.keep();
}

bool App::wants_frames() const {
    return generation_.busy() || setup_sheet_.busy() || sight_.map_job().running() ||
           shared_link_.drawing_sight_map() || now_ms() <= toast_until_;
}

// Ctrl+Z undoes; Ctrl+Shift+Z and Ctrl+Y redo. A text field being typed in keeps its own undo.
void App::undo_shortcuts() {
    const ImGuiIO& io = ImGui::GetIO();
    if (io.WantTextInput || !(io.KeyCtrl || io.KeySuper)) return;
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Z), false))
        io.KeyShift ? history_.redo() : history_.undo();
    else if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Y), false))
        history_.redo();
}

// Undo, Redo, Fit and Turn over the board's top left corner (below Measure and Share on a narrow board).
void App::view_toolbar(ImVec2 board_size) {
    if (!library_.has_system()) return;
    const float top = 4 + (toolbar_rows(board_size.x) - 1) * toolbar_row_height();
    ImGui::SetNextWindowPos({8, top});
    // No padding: the buttons sit exactly in their row, so the status line under it never touches them.
    push_toolbar_style();
    ImGui::Begin("View toolbar", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoBackground);
    const auto button = [](const char* label, const char* key, bool enabled) {
        ImGui::BeginDisabled(!enabled);
        const bool pressed = ImGui::Button(label, {toolbar_button_width(label), 0});
        ImGui::EndDisabled();
        note_widget(key);
        return pressed;
    };
    if (button("Undo", "undo", history_.can_undo())) history_.undo();
    ImGui::SameLine();
    if (button("Redo", "redo", history_.can_redo())) history_.redo();
    ImGui::SameLine();
    if (button("Fit", "fit", board_.zoom() > 1)) board_.fit();
    ImGui::SameLine();
    if (button("Turn", "turn", true)) board_.turn();
    ImGui::End();
    ImGui::PopStyleVar(3);
}

// A delete is taken back from here for a few seconds, and with Undo at any time.
void App::deleted_toast(ImVec2 board_size) {
    constexpr double kShowMs = 5000;
    if (deletions_.count != deletes_seen_) {
        deletes_seen_ = deletions_.count;
        toast_until_ = now_ms() + kShowMs;
    }
    if (now_ms() > toast_until_) return;
    ImGui::SetNextWindowPos({board_size.x / 2, board_size.y - 12}, ImGuiCond_Always, {0.5f, 1});
    ImGui::Begin("Deleted", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_AlwaysAutoResize);
    ImGui::AlignTextToFramePadding();
    ImGui::Text("Deleted %s", deletions_.last.c_str());
    ImGui::SameLine();
    if (ImGui::Button("Undo##toast")) {
        history_.undo();
        toast_until_ = 0;
    }
    note_widget("toast-undo");
    ImGui::End();
}

// Measure and Share over the board's top right corner, in their own window so the board's drag area under them
// does not take their clicks.
void App::board_toolbar(ImVec2 board_size) {
    if (!library_.has_system()) return;
    ImGui::SetNextWindowPos({board_size.x - 8, 4}, ImGuiCond_Always, {1, 0});
    push_toolbar_style();
    ImGui::Begin("Board toolbar", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoBackground);
    draw_measure_button(measure_);
    ImGui::SameLine();
    share_.draw_button(library_, battles_);
    ImGui::End();
    ImGui::PopStyleVar(3);
}

std::string App::state_report(long drawn) const {
    auto state = game_report({library_, battles_, selection_, findings_, score_}, board_, frame_, drawn);
    if (library_.has_system()) {
        add_job_report(state, generation_, setup_sheet_, terrain_boxes_, library_.system().id);
        add_tool_report(state, measure_, zones_, sight_, battles_.battlefield());
        state["panelError"] = plugin_panels_.error;
        state["dice"] = dice_report(dice_tray_, battles_.roll_log());
    }
    state["live"] = {{"stage", int(live_.stage())},  {"status", live_.status()}, {"message", live_.message()},
                     {"code", live_.code_address()}, {"slow", live_.slow()},     {"notice", sync_.notice()}};
    return with_saves_report(state.dump(), saves_);
}

BoardScene App::board_scene() { return {library_, battles_, selection_, sight_, zones_, measure_, board_answers()}; }

GenerateParts App::generate_parts() {
    return {library_, battles_, selection_, generation_, setup_sheet_, terrain_boxes_};
}

// Each tab's contents with the owners it works with.
TabContents App::tab_contents() {
    TabContents tabs;
    tabs.opening = [this](PanelTab open) {
        zones_.showing = open == PanelTab::Battle;
        sight_.showing = open == PanelTab::Sight;
    };
    tabs.battle = [this] {
        draw_battleplan_section(library_, battles_, selection_, dice_);
        draw_plugin_panels(plugin_panel_parts(), bb::plugin::panel::Scope::Battle);
        draw_zone_section(library_, battles_, zones_);
        ImGui::Separator();
        draw_findings_section(findings_, battles_, selection_);
        // Last, so the battleplan stays where a phone's first screen of the tab shows it.
        ImGui::Separator();
        play_together_.draw_button();
    };
    tabs.dice = [this] { draw_dice_tab(dice_tray_, dice_, battles_); };
    tabs.terrain = [this] {
        const auto generate = generate_parts();
        panel_.picked_from_catalogue =
            draw_catalogue(library_, battles_, selection_, panel_.catalogue_filter, generate_section_height(generate));
        draw_generate_section(generate);
    };
    tabs.sight = [this] { draw_sight_tab(library_, sight_); };
    tabs.piece = [this] {
        draw_piece_tab(library_, battles_, selection_, dice_, plugin_panels_, deletions_);
        draw_plugin_panels(plugin_panel_parts(), bb::plugin::panel::Scope::Piece);
        draw_objective_section(battles_, selection_, deletions_);
    };
    tabs.saves = [this] { draw_saves_tab(library_, battles_, saves_, saves_tab_); };
    tabs.systems = [this] { draw_added_systems(library_, installer_); };
    return tabs;
}

}  // namespace app
