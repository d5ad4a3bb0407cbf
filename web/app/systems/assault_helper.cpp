#include "app/systems/assault_helper.hpp"

#include "app/systems/panel_fields.hpp"
#include "app/systems/unit_fields.hpp"
#include "app/theme.hpp"
#include "app/widget_rects.hpp"

#include <imgui.h>

namespace app {

namespace {

void side(const char* key, const char* who, const bb::plugin::AssaultSide& side) {
    const std::string fighting = std::string(who) + ": " + std::to_string(side.fighting) +
                                 (side.fighting == 1 ? " model fights" : " models fight");
    ImGui::TextUnformatted(fighting.c_str());
    note_widget(key);
    note_value(key, fighting);
    ImGui::Indent();
    wrapped_text(theme::kMutedText, side.note);
    ImGui::Unindent();
}

void bullets(const char* key, const char* heading, const std::vector<std::string>& items) {
    if (items.empty()) return;
    ImGui::TextUnformatted(heading);
    note_widget(key);  // where the list starts, to scroll it into view
    for (const auto& item : items) {
        ImGui::Bullet();
        ImGui::SameLine();
        ImGui::TextWrapped("%s", item.c_str());
    }
}

}  // namespace

void assailant_fields(bb::plugin::UnitProfile& assailant, const std::vector<std::string>& troop_types) {
    ImGui::TextUnformatted("Assault");
    unit_fields("building:assailant", assailant, troop_types, "No assailant", false);
}

void draw_assault(const bb::plugin::BuildingReport& report, const bb::plugin::UnitProfile& assailant) {
    if (!assailant.present()) {
        wrapped_text(theme::kMutedText, "Pick the unit assaulting the building to see who fights and what is lost.");
        return;
    }
    wrapped_text(report.assault ? theme::kMutedText : theme::kErrorText, report.assault_note);
    note_value("building:assault-note", report.assault_note);
    if (!report.assault) return;
    side("building:occupant-fights", "Inside", report.occupant_side);
    side("building:assailant-fights", "Assailant", report.assailant_side);
    bullets("building:lost", "Neither side has:", report.lost);
    bullets("building:outcomes", "After the fighting:", report.outcomes);
}

}  // namespace app
