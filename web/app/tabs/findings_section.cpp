#include "app/tabs/findings_section.hpp"

#include "app/ui/theme.hpp"

namespace app {

void draw_findings_section(const SetupFindings& check, Battlefields& battles, Selection& selection) {
    // The plugin's part may be unavailable while the shared check's breaches (listed below) still stand.
    if (!check.error().empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, theme::kErrorText);
        ImGui::TextWrapped("Setup check unavailable: %s", check.error().c_str());
        ImGui::PopStyleColor();
    }
    const auto& findings = check.findings();
    if (battles.battlefield().pieces.empty()) return;
    if (!findings.has_breach() && check.error().empty()) ImGui::TextColored(theme::kLegalText, "Setup check: legal");
    int index = 0;
    for (const auto& finding : findings.items) {
        ImGui::PushID(index++);
        const bool breach = finding.severity == bb::rules::Severity::Breach;
        ImGui::PushStyleColor(ImGuiCol_Text, breach ? theme::kErrorText : theme::kMutedText);
        ImGui::Bullet();
        ImGui::SameLine();
        ImGui::TextWrapped("%s", finding.message.c_str());
        if (ImGui::IsItemClicked() && !finding.piece_ids.empty()) selection.select_piece(finding.piece_ids.front());
        ImGui::PopStyleColor();
        ImGui::PopID();
    }
}

}  // namespace app
