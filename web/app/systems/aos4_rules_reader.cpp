#include "app/systems/aos4_rules_reader.hpp"

#include "app/theme.hpp"
#include "app/widget_rects.hpp"

namespace app::aos4 {

void draw_rules_reader(Session& session) {
    const auto& system = session.system();
    const std::string& edition = session.edition();
    std::string edition_name = edition;
    for (const auto& e : system.editions)
        if (e.id == edition) edition_name = e.name;
    // The edition is in the header so players can tell at a glance whose wording they are reading.
    const std::string header = "Rules (" + edition_name + ")###aos4-rules";
    const bool open = ImGui::CollapsingHeader(header.c_str());
    note_widget("aos4-rules");
    note_value("rules-edition", edition_name);
    if (!open) return;
    ImGui::PushStyleColor(ImGuiCol_Text, theme::kMutedText);
    ImGui::TextWrapped("Change the rules edition at the top of this tab.");
    ImGui::PopStyleColor();
    for (const auto& section : system.rules) {
        if (!bb::sys::applies_to(section.editions, edition)) continue;
        const bool shown = ImGui::TreeNode(section.id.c_str(), "%s", section.title.c_str());
        note_widget("rule:" + section.id);
        if (!shown) continue;
        ImGui::TextWrapped("%s", section.text.c_str());
        note_value("rule:" + section.id, section.text);
        ImGui::TreePop();
    }
}

}  // namespace app::aos4
