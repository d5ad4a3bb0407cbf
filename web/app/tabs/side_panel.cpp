#include "app/tabs/side_panel.hpp"

#include "app/session/battlefield_edits.hpp"
#include "app/ui/theme.hpp"
#include "app/ui/widget_rects.hpp"
#include "platform/wake_lock.hpp"

#include <cstdio>
#include <utility>

namespace app {

namespace {

void system_picker(const SystemLibrary& library, Battlefields& battles) {
    ImGui::TextUnformatted("Game system");
    std::string current = "Choose a game system...";
    if (library.has_system()) current = std::string(library.system().name);
    ImGui::SetNextItemWidth(-1);
    const bool open = ImGui::BeginCombo("##system", current.c_str());
    note_widget("system");
    if (open) {
        for (const auto& entry : library.installed().systems) {
            const std::string& id = entry.id;
            // Added systems are marked, so a player can tell them from the site's own.
            const std::string name = entry.name + (!entry.added                 ? ""
                                                   : library.broken(id).empty() ? " (added)"
                                                                                : " (added, stopped)");
            const bool chosen = library.has_system() && library.system().id == id;
            if (ImGui::Selectable((name + "##" + id).c_str(), chosen)) battles.choose_system(id);
            note_widget("system:" + id);
        }
        ImGui::EndCombo();
    }
    if (library.loading()) {
        theme::text_wrapped(theme::kMutedText, "Loading the %s rules...", library.loading_id().c_str());
    }
    if (!library.error().empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, theme::kErrorText);
        ImGui::TextWrapped("%s", library.error().c_str());
        ImGui::PopStyleColor();
    }
}

void edition_picker(const SystemLibrary& library, Battlefields& battles) {
    const auto& editions = library.system().editions;
    if (editions.size() < 2) return;
    ImGui::TextUnformatted("Rules edition");
    std::string current = battles.edition();
    for (const auto& e : editions)
        if (e.id == battles.edition()) current = e.name;
    ImGui::SetNextItemWidth(-1);
    const bool open = ImGui::BeginCombo("##edition", current.c_str());
    note_widget("edition");
    if (open) {
        for (const auto& e : editions) {
            if (ImGui::Selectable(e.name.c_str(), e.id == battles.edition()))
                battles.battlefield().rules_edition = e.id;
            note_widget("edition:" + e.id);
        }
        ImGui::EndCombo();
    }
}

// "2000 points: 44" x 60"", or just the size when that is the preset's name.
std::string size_label(const bb::sys::BoardSize& size) {
    char dims[48];
    std::snprintf(dims, sizeof dims, "%g\" x %g\"", size.depth, size.width);
    return size.name == dims ? std::string(dims) : size.name + ": " + dims;
}

void board_picker(const SystemLibrary& library, Battlefields& battles) {
    auto& b = battles.battlefield();
    ImGui::TextUnformatted("Battlefield");
    char custom[48];
    std::snprintf(custom, sizeof custom, "%g\" x %g\"", b.depth, b.width);
    std::string current = custom;
    for (const auto& size : library.system().board_sizes)
        if (size.width == b.width && size.depth == b.depth) current = size_label(size);
    ImGui::SetNextItemWidth(-1);
    const bool open = ImGui::BeginCombo("##board", current.c_str());
    note_widget("board-size");
    if (open) {
        for (const auto& size : library.system().board_sizes) {
            std::string label = size_label(size);
            if (size.terrain_features) label += ", " + std::to_string(size.terrain_features) + " terrain features";
            if (ImGui::Selectable(label.c_str(), size.width == b.width && size.depth == b.depth))
                set_board_size(b, size.width, size.depth);
            note_widget("board-size:" + size.name);
        }
        ImGui::EndCombo();
    }
    float dims[2] = {float(b.width), float(b.depth)};
    ImGui::SetNextItemWidth(-1);
    if (ImGui::DragFloat2("##custom-size", dims, 0.5f, 12.0f, 144.0f, "%.1f\" (drag to resize)"))
        set_board_size(b, dims[0], dims[1]);
    note_widget("custom-size");
}

// A phone on the table sleeps mid-battle unless the app keeps its screen on; some players would rather it slept.
void screen_on_checkbox() {
    ImGui::Separator();
    bool on = platform::keep_screen_on_setting();
    if (ImGui::Checkbox("Keep the screen on during the battle", &on)) platform::set_keep_screen_on_setting(on);
    note_widget("keep-screen-on");
}

}  // namespace

void draw_side_panel(const SystemLibrary& library, Battlefields& battles, const Selection& selection, PanelState& ui,
                     const TabContents& contents) {
    if (!library.has_system()) {
        system_picker(library, battles);
        contents.systems();
        ImGui::Spacing();
        ImGui::TextWrapped("Pick a game system to lay out its battlefield.");
        ImGui::Separator();
        contents.saves();
        return;
    }
    // Tapping something on the board brings its rules forward; adding from the catalogue does not, so
    // several pieces can be added in a row.
    const auto picked = selection.picked();
    const bool show_selection =
        picked && ((picked != ui.last_picked && !ui.picked_from_catalogue) || std::exchange(ui.tapped_pick, false));
    ui.last_picked = picked;
    ui.picked_from_catalogue = false;
    if (show_selection) ui.open_tab = PanelTab::Piece;
    if (std::exchange(ui.open_terrain, false)) ui.open_tab = PanelTab::Terrain;
    draw_panel_tabs(ui.open_tab);
    contents.opening(ui.open_tab);
    begin_tab_contents(ui.open_tab);
    switch (ui.open_tab) {
        case PanelTab::Battle:
            // Changed once a game at most: in the Battle tab, so every tab keeps its rows for a phone's short panel.
            system_picker(library, battles);
            edition_picker(library, battles);
            board_picker(library, battles);
            contents.battle();
            screen_on_checkbox();
            // Last: a phone's first screen of the tab keeps the battle's own rows.
            ImGui::Separator();
            contents.systems();
            break;
        case PanelTab::Dice: contents.dice(); break;
        case PanelTab::Terrain: contents.terrain(); break;
        case PanelTab::Sight: contents.sight(); break;
        case PanelTab::Piece:
            if (!picked) ImGui::TextWrapped("Tap a piece or an objective marker on the board to see its rules here.");
            contents.piece();
            break;
        case PanelTab::Saves: contents.saves(); break;
    }
    end_tab_contents();
}

}  // namespace app
