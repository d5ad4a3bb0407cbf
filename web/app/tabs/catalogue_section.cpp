#include "app/tabs/catalogue_section.hpp"

#include "app/session/battlefield_edits.hpp"
#include "app/ui/widget_rects.hpp"

#include <imgui.h>

#include <algorithm>
#include <cctype>
#include <cstdio>

namespace app {

namespace {

bool contains_text(const std::string& haystack, const std::string& needle) {
    auto lower = [](unsigned char c) { return char(std::tolower(c)); };
    std::string a(haystack.size(), ' '), b(needle.size(), ' ');
    std::transform(haystack.begin(), haystack.end(), a.begin(), lower);
    std::transform(needle.begin(), needle.end(), b.begin(), lower);
    return a.find(b) != std::string::npos;
}

}  // namespace

bool draw_catalogue(const SystemLibrary& library, Battlefields& battles, Selection& selection, std::string& filter,
                    float reserve_below) {
    ImGui::TextUnformatted("Add terrain");
    char text[64];
    std::snprintf(text, sizeof text, "%s", filter.c_str());
    ImGui::SetNextItemWidth(-1);
    if (ImGui::InputTextWithHint("##filter", "Filter...", text, sizeof text)) filter = text;
    note_widget("catalogue-filter");
    note_value("catalogue-filter", filter);
    const auto entries = library.system().catalogue_for(battles.edition());
    // Room below the list for the objective button and what the tab shows under it.
    const float reserve = ImGui::GetFrameHeightWithSpacing() + reserve_below + ImGui::GetStyle().ItemSpacing.y;
    bool added = false;
    // A few entries even on a short screen with finger-sized rows (the tab then scrolls as a whole).
    const float least = 4 * ImGui::GetFrameHeightWithSpacing();
    ImGui::BeginChild("catalogue", {0, std::max(ImGui::GetContentRegionAvail().y - reserve, least)}, true);
    const float width = ImGui::GetContentRegionAvail().x;
    for (const auto* entry : entries) {
        if (!filter.empty() && !contains_text(entry->name, filter) && !contains_text(entry->category, filter)) continue;
        ImGui::PushID(entry->id.c_str());
        if (ImGui::Button(entry->name.c_str(), {width, 0})) {
            add_piece(battles.battlefield(), selection, *entry);
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
        add_objective(battles.battlefield(), selection);
        added = true;
    }
    note_widget("add-objective");
    return added;
}

}  // namespace app
