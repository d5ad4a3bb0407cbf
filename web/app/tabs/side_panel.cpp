#include "app/tabs/side_panel.hpp"

#include "app/plugin_ui/plugin_panels.hpp"
#include "app/tabs/battleplan_panel.hpp"
#include "app/tabs/dice_panel.hpp"
#include "app/tabs/findings_panel.hpp"
#include "app/tabs/generate_panel.hpp"
#include "app/tabs/objective_panel.hpp"
#include "app/tabs/piece_panel.hpp"
#include "app/tabs/sight_panel.hpp"
#include "app/tabs/zone_panel.hpp"
#include "app/ui/theme.hpp"
#include "app/ui/widget_rects.hpp"
#include "platform/wake_lock.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <utility>

namespace app {

namespace {

bool contains_text(const std::string& haystack, const std::string& needle) {
    auto lower = [](unsigned char c) { return char(std::tolower(c)); };
    std::string a(haystack.size(), ' '), b(needle.size(), ' ');
    std::transform(haystack.begin(), haystack.end(), a.begin(), lower);
    std::transform(needle.begin(), needle.end(), b.begin(), lower);
    return a.find(b) != std::string::npos;
}

void system_picker(Session& session) {
    ImGui::TextUnformatted("Game system");
    std::string current = "Choose a game system...";
    if (session.has_system()) current = std::string(session.system().name);
    ImGui::SetNextItemWidth(-1);
    const bool open = ImGui::BeginCombo("##system", current.c_str());
    note_widget("system");
    if (open) {
        for (const auto& entry : session.installed().systems) {
            const std::string &id = entry.id, &name = entry.name;
            const bool chosen = session.has_system() && session.system().id == id;
            if (ImGui::Selectable(name.c_str(), chosen)) session.choose_system(id);
            note_widget("system:" + id);
        }
        ImGui::EndCombo();
    }
    if (session.loading()) {
        theme::text_wrapped(theme::kMutedText, "Loading the %s rules...", session.loading_id().c_str());
    }
    if (!session.error().empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, theme::kErrorText);
        ImGui::TextWrapped("%s", session.error().c_str());
        ImGui::PopStyleColor();
    }
}

void edition_picker(Session& session) {
    const auto& editions = session.system().editions;
    if (editions.size() < 2) return;
    ImGui::TextUnformatted("Rules edition");
    std::string current = session.edition();
    for (const auto& e : editions)
        if (e.id == session.edition()) current = e.name;
    ImGui::SetNextItemWidth(-1);
    const bool open = ImGui::BeginCombo("##edition", current.c_str());
    note_widget("edition");
    if (open) {
        for (const auto& e : editions) {
            if (ImGui::Selectable(e.name.c_str(), e.id == session.edition())) session.set_edition(e.id);
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

void board_picker(Session& session) {
    auto& b = session.battlefield();
    ImGui::TextUnformatted("Battlefield");
    char custom[48];
    std::snprintf(custom, sizeof custom, "%g\" x %g\"", b.depth, b.width);
    std::string current = custom;
    for (const auto& size : session.system().board_sizes)
        if (size.width == b.width && size.depth == b.depth) current = size_label(size);
    ImGui::SetNextItemWidth(-1);
    const bool open = ImGui::BeginCombo("##board", current.c_str());
    note_widget("board-size");
    if (open) {
        for (const auto& size : session.system().board_sizes) {
            std::string label = size_label(size);
            if (size.terrain_features) label += ", " + std::to_string(size.terrain_features) + " terrain features";
            if (ImGui::Selectable(label.c_str(), size.width == b.width && size.depth == b.depth))
                session.set_board_size(size.width, size.depth);
            note_widget("board-size:" + size.name);
        }
        ImGui::EndCombo();
    }
    float dims[2] = {float(b.width), float(b.depth)};
    ImGui::SetNextItemWidth(-1);
    if (ImGui::DragFloat2("##custom-size", dims, 0.5f, 12.0f, 144.0f, "%.1f\" (drag to resize)"))
        session.set_board_size(dims[0], dims[1]);
    note_widget("custom-size");
}

// A filterable list filling the tab. Returns whether a piece was added.
bool catalogue(Session& session, std::string& filter) {
    ImGui::TextUnformatted("Add terrain");
    char text[64];
    std::snprintf(text, sizeof text, "%s", filter.c_str());
    ImGui::SetNextItemWidth(-1);
    if (ImGui::InputTextWithHint("##filter", "Filter...", text, sizeof text)) filter = text;
    note_widget("catalogue-filter");
    const auto entries = session.system().catalogue_for(session.edition());
    // Room below the list for the objective button and the Generate layout panel.
    const float reserve =
        ImGui::GetFrameHeightWithSpacing() + generate_panel_height(session) + ImGui::GetStyle().ItemSpacing.y;
    bool added = false;
    // A few entries even on a short screen with finger-sized rows (the tab then scrolls as a whole).
    const float least = 4 * ImGui::GetFrameHeightWithSpacing();
    ImGui::BeginChild("catalogue", {0, std::max(ImGui::GetContentRegionAvail().y - reserve, least)}, true);
    const float width = ImGui::GetContentRegionAvail().x;
    for (const auto* entry : entries) {
        if (!filter.empty() && !contains_text(entry->name, filter) && !contains_text(entry->category, filter)) continue;
        ImGui::PushID(entry->id.c_str());
        if (ImGui::Button(entry->name.c_str(), {width, 0})) {
            session.add_piece(*entry);
            added = true;
        }
        note_widget("add:" + entry->id);
        if (ImGui::IsItemHovered() && !entry->text.empty()) {
            ImGui::BeginTooltip();
            ImGui::PushTextWrapPos(ImGui::GetFontSize() * 24);
            ImGui::TextUnformatted(entry->text.c_str());
            ImGui::PopTextWrapPos();
            ImGui::EndTooltip();
        }
        ImGui::PopID();
    }
    ImGui::EndChild();
    if (ImGui::Button("Objective marker (40 mm)", {-1, 0})) {
        session.add_objective();
        added = true;
    }
    note_widget("add-objective");
    return added;
}

// A phone on the table sleeps mid-battle unless the app keeps its screen on; some players would rather it slept.
void screen_on_checkbox() {
    ImGui::Separator();
    bool on = platform::keep_screen_on_setting();
    if (ImGui::Checkbox("Keep the screen on during the battle", &on)) platform::set_keep_screen_on_setting(on);
    note_widget("keep-screen-on");
}

}  // namespace

void draw_side_panel(Session& session, PanelState& ui, const std::function<void()>& saves_tab) {
    if (!session.has_system()) {
        system_picker(session);
        ImGui::Spacing();
        ImGui::TextWrapped("Pick a game system to lay out its battlefield.");
        ImGui::Separator();
        saves_tab();
        return;
    }
    // Tapping something on the board brings its rules forward; adding from the catalogue does not, so
    // several pieces can be added in a row.
    const auto picked = session.selected ? session.selected : session.selected_objective;
    const bool show_selection =
        picked && ((picked != ui.last_picked && !ui.picked_from_catalogue) || std::exchange(ui.tapped_pick, false));
    ui.last_picked = picked;
    ui.picked_from_catalogue = false;
    if (show_selection) ui.open_tab = PanelTab::Piece;
    if (std::exchange(ui.open_terrain, false)) ui.open_tab = PanelTab::Terrain;
    draw_panel_tabs(ui.open_tab);
    session.zones.showing = ui.open_tab == PanelTab::Battle;
    session.sight.showing = ui.open_tab == PanelTab::Sight;
    begin_tab_contents(ui.open_tab);
    switch (ui.open_tab) {
        case PanelTab::Battle:
            // Changed once a game at most: in the Battle tab, so every tab keeps its rows for a phone's short panel.
            system_picker(session);
            edition_picker(session);
            board_picker(session);
            draw_battleplan_panel(session);
            draw_plugin_panels(session, bb::plugin::panel::Scope::Battle);
            draw_zone_panel(session);
            ImGui::Separator();
            draw_findings_panel(session);
            screen_on_checkbox();
            break;
        case PanelTab::Dice: draw_dice_panel(session); break;
        case PanelTab::Terrain:
            ui.picked_from_catalogue = catalogue(session, ui.catalogue_filter);
            draw_generate_panel(session);
            break;
        case PanelTab::Sight: draw_sight_panel(session); break;
        case PanelTab::Piece:
            if (!picked) ImGui::TextWrapped("Tap a piece or an objective marker on the board to see its rules here.");
            draw_piece_panel(session);
            draw_plugin_panels(session, bb::plugin::panel::Scope::Piece);
            draw_objective_panel(session);
            break;
        case PanelTab::Saves: saves_tab(); break;
    }
    end_tab_contents();
}

}  // namespace app
