#include "app/tabs/battleplan_section.hpp"

#include "app/session/battlefield_edits.hpp"
#include "app/ui/theme.hpp"
#include "app/ui/widget_rects.hpp"

namespace app {

void draw_battleplan_section(const SystemLibrary& library, Battlefields& battles, Selection& selection,
                             TableDice& dice) {
    const auto& system = library.system();
    if (system.battleplans.empty()) return;
    const auto* current = system.find_battleplan(battles.battlefield().battleplan_id);
    ImGui::TextUnformatted(system.battleplan_term.c_str());
    const bool can_roll = system.find_table("battleplan") != nullptr;
    const float roll_width = can_roll ? ImGui::CalcTextSize("Roll").x + ImGui::GetStyle().FramePadding.x * 2 : 0;
    ImGui::SetNextItemWidth(can_roll ? -(roll_width + ImGui::GetStyle().ItemSpacing.x) : -1);
    const bool open = ImGui::BeginCombo("##battleplan", current ? current->name.c_str() : "None");
    note_widget("battleplan");
    if (open) {
        if (ImGui::Selectable("None", current == nullptr))
            apply_battleplan(battles.battlefield(), selection, system, "");
        for (const auto& plan : system.battleplans) {
            if (ImGui::Selectable(plan.name.c_str(), current == &plan))
                apply_battleplan(battles.battlefield(), selection, system, plan.id);
            note_widget("battleplan:" + plan.id);
        }
        ImGui::EndCombo();
    }
    if (can_roll) {
        ImGui::SameLine();
        const bool roll = ImGui::Button("Roll");
        note_widget("roll-battleplan");
        if (roll) {
            auto rolled = dice.roll_battleplan();
            if (!rolled) ImGui::SetTooltip("%s", rolled.error().message.c_str());
        }
    }
    if (!current) return;
    if (current->check_against_book) {
        ImGui::PushStyleColor(ImGuiCol_Text, theme::kRollResult);
        ImGui::TextWrapped(
            "Map positions are editable defaults: check them against your book or mission card and "
            "drag objectives and zone corners to match.");
        ImGui::PopStyleColor();
    }
    if (!current->summary.empty()) ImGui::TextWrapped("%s", current->summary.c_str());
    for (const auto& section : current->sections) {
        if (ImGui::TreeNode(section.title.c_str())) {
            ImGui::TextWrapped("%s", section.text.c_str());
            ImGui::TreePop();
        }
    }
}

}  // namespace app
