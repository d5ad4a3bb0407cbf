#include "app/tabs/objective_section.hpp"

#include "app/ui/theme.hpp"
#include "app/ui/widget_rects.hpp"
#include "battleboard/geometry/queries.hpp"

namespace app {

void draw_objective_section(Battlefields& battles, Selection& selection, Deletions& deletions) {
    auto& battlefield = battles.battlefield();
    auto* objective = selection.objective(&battlefield);
    if (!objective) return;
    ImGui::Text("Objective %s", objective->label.c_str());
    theme::text_wrapped(theme::kMutedText, "40 mm marker at (%.2f\", %.2f\")", objective->position.x,
                        objective->position.y);
    // Which territories it counts for: a marker on a border is within both and wholly within neither.
    for (const auto& territory : battlefield.territories) {
        const auto marker = objective->marker();
        if (bb::geo::wholly_inside(marker, territory.area))
            ImGui::BulletText("Wholly within %s", territory.name.c_str());
        else if (bb::geo::within(marker, territory.area, 0))
            ImGui::BulletText("Partly within %s", territory.name.c_str());
    }
    ImGui::PushStyleColor(ImGuiCol_Button, theme::kDangerButton);
    if (ImGui::Button("Remove objective", {-1, 0})) delete_selected(battlefield, selection, deletions);
    note_widget("remove-objective");
    ImGui::PopStyleColor();
}

}  // namespace app
