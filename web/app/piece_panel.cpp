#include "app/piece_panel.hpp"

#include "app/theme.hpp"

#include <cmath>

namespace app {

namespace {

void rules(const Session& session, const bb::model::TerrainPiece& piece) {
    const auto& system = session.system();
    const auto* entry = system.find_entry(piece.catalogue_id, session.edition());
    if (!entry) {
        ImGui::TextColored(theme::kMutedText, "No rules for '%s' in this edition.", piece.catalogue_id.c_str());
        return;
    }
    ImGui::TextColored(theme::kMutedText, "%s", entry->category.c_str());
    if (!entry->text.empty()) ImGui::TextWrapped("%s", entry->text.c_str());
    for (const auto& ability_id : entry->abilities) {
        const auto* ability = system.find_ability(ability_id, session.edition());
        if (!ability) continue;
        ImGui::Bullet();
        ImGui::SameLine();
        ImGui::TextWrapped("%s: %s", ability->name.c_str(), ability->text.c_str());
    }
}

} // namespace

void draw_piece_panel(Session& session) {
    auto* piece = session.selected_piece();
    if (!piece) return;
    ImGui::Text("%s", piece->label.c_str());
    const auto box = bb::geo::bounds(piece->footprint);
    ImGui::TextColored(theme::kMutedText, "%.1f\" x %.1f\", %.1f\" tall, at (%.2f\", %.2f\")", box.width(),
                       box.depth(), piece->height, piece->position.x, piece->position.y);

    float rotation = float(piece->rotation);
    ImGui::SetNextItemWidth(-1);
    if (ImGui::SliderFloat("##rotation", &rotation, 0.0f, 359.0f, "Rotation %.0f\u00b0"))
        piece->rotation = std::round(rotation);
    const float third = (ImGui::GetContentRegionAvail().x - 2 * ImGui::GetStyle().ItemSpacing.x) / 3;
    if (ImGui::Button("-15\u00b0", {third, 0})) piece->rotation = std::fmod(piece->rotation + 345.0, 360.0);
    ImGui::SameLine();
    if (ImGui::Button("+15\u00b0", {third, 0})) piece->rotation = std::fmod(piece->rotation + 15.0, 360.0);
    ImGui::SameLine();
    ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.55f, 0.18f, 0.16f, 1.0f));
    const bool remove = ImGui::Button("Delete", {third, 0});
    ImGui::PopStyleColor();
    rules(session, *piece);
    if (remove) session.delete_selected();
}

} // namespace app
