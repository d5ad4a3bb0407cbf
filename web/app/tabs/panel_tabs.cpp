#include "app/tabs/panel_tabs.hpp"

#include "app/ui/widget_rects.hpp"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <string>

namespace app {

namespace {

struct TabName {
    PanelTab tab;
    const char* label;
    const char* key;  // the test hook's name; the Piece tab was once "Selection"
};
constexpr std::array<TabName, 6> kTabs{{{PanelTab::Battle, "Battle", "tab:battle"},
                                        {PanelTab::Dice, "Dice", "tab:dice"},
                                        {PanelTab::Terrain, "Terrain", "tab:terrain"},
                                        {PanelTab::Sight, "Sight", "tab:sight"},
                                        {PanelTab::Piece, "Piece", "tab:selection"},
                                        {PanelTab::Saves, "Saves", "tab:saves"}}};

// kTabs lists the tabs in the enum's order, so a tab's entry is at its own index.
static_assert([] {
    for (std::size_t i = 0; i < kTabs.size(); ++i)
        if (kTabs[i].tab != PanelTab(i)) return false;
    return true;
}());
const TabName& name_of(PanelTab tab) { return kTabs[std::size_t(tab)]; }

// How wide each tab is: as the names need, sharing what is left, when all fit on one row; else equal widths
// in rows of three or two. Returns how many tabs go on a row.
int lay_out(std::array<float, kTabs.size()>& widths, float padding, float spacing) {
    const float room = ImGui::GetContentRegionAvail().x;
    float needed = spacing * float(kTabs.size() - 1), widest = 0;
    for (std::size_t i = 0; i < kTabs.size(); ++i) {
        widths[i] = ImGui::CalcTextSize(kTabs[i].label).x + 2 * padding;
        needed += widths[i];
        widest = std::max(widest, widths[i]);
    }
    if (needed <= room) {
        for (float& w : widths) w += (room - needed) / float(kTabs.size());
        return int(kTabs.size());
    }
    const int per_row = widest * 3 + 2 * spacing <= room ? 3 : 2;
    widths.fill((room - spacing * float(per_row - 1)) / float(per_row));
    return per_row;
}

}  // namespace

void draw_panel_tabs(PanelTab& open) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float padding = std::min(style.FramePadding.x, 6.0f);
    const float spacing = std::min(style.ItemSpacing.x, 4.0f);
    std::array<float, kTabs.size()> widths{};
    const int per_row = lay_out(widths, padding, spacing);
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, {spacing, spacing});
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, {padding, style.FramePadding.y});
    for (std::size_t i = 0; i < kTabs.size(); ++i) {
        const TabName& tab = kTabs[i];
        if (i % std::size_t(per_row) != 0) ImGui::SameLine();
        const bool is_open = tab.tab == open;
        ImGui::PushStyleColor(ImGuiCol_Button, style.Colors[is_open ? ImGuiCol_TabActive : ImGuiCol_Tab]);
        ImGui::PushStyleColor(ImGuiCol_ButtonHovered, style.Colors[is_open ? ImGuiCol_TabActive : ImGuiCol_TabHovered]);
        ImGui::PushStyleColor(ImGuiCol_ButtonActive, style.Colors[ImGuiCol_TabActive]);
        if (ImGui::Button(tab.label, {widths[i], 0})) open = tab.tab;
        ImGui::PopStyleColor(3);
        note_widget(tab.key);
        const bool whole = widths[i] + 0.5f >= ImGui::CalcTextSize(tab.label).x + 2 * padding;
        note_value(std::string(tab.key) + ":label", whole ? "whole" : "cut");
    }
    ImGui::PopStyleVar(2);
    note_value("open-tab", name_of(open).key);
    ImGui::Separator();
}

void begin_tab_contents(PanelTab tab) {
    ImGui::BeginChild(name_of(tab).key);
    note_scroll_area("tab-content");
}

void end_tab_contents() { ImGui::EndChild(); }

}  // namespace app
