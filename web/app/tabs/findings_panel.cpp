#include "app/tabs/findings_panel.hpp"

#include "app/ui/theme.hpp"

namespace app {

void draw_findings_panel(Session& session) {
    if (!session.findings_error().empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, theme::kErrorText);
        ImGui::TextWrapped("Setup check unavailable: %s", session.findings_error().c_str());
        ImGui::PopStyleColor();
        return;
    }
    const auto& findings = session.findings();
    if (session.battlefield().pieces.empty()) return;
    if (!findings.has_breach()) ImGui::TextColored(theme::kLegalText, "Setup check: legal");
    int index = 0;
    for (const auto& finding : findings.items) {
        ImGui::PushID(index++);
        const bool breach = finding.severity == bb::rules::Severity::Breach;
        ImGui::PushStyleColor(ImGuiCol_Text, breach ? theme::kErrorText : theme::kMutedText);
        ImGui::Bullet();
        ImGui::SameLine();
        ImGui::TextWrapped("%s", finding.message.c_str());
        if (ImGui::IsItemClicked() && !finding.piece_ids.empty()) session.select_piece(finding.piece_ids.front());
        ImGui::PopStyleColor();
        ImGui::PopID();
    }
}

}  // namespace app
