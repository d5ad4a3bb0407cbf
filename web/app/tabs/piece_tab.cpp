#include "app/tabs/piece_tab.hpp"

#include "app/plugin_ui/panel_fields.hpp"
#include "app/tabs/roll_result.hpp"
#include "app/ui/theme.hpp"
#include "app/ui/widget_rects.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

namespace app {

namespace {

// Tables and properties the game system's own panels show in their own way.
bool system_shows(std::span<const std::string> by_panels, std::string_view key) {
    return std::find(by_panels.begin(), by_panels.end(), key) != by_panels.end();
}

void properties(std::span<const std::string> by_panels, const bb::sys::CatalogueEntry& entry) {
    for (const auto& p : entry.properties) {
        if (system_shows(by_panels, p.key)) continue;
        ImGui::PushStyleColor(ImGuiCol_Text, theme::kMutedText);
        ImGui::TextWrapped("%s: %g%s", p.label.c_str(), p.value, p.unit.c_str());
        ImGui::PopStyleColor();
    }
}

}  // namespace

void draw_piece_rules(const bb::sys::SystemDescription& system, const std::string& edition,
                      const bb::sys::CatalogueEntry& entry, std::span<const std::string> shown_by_panels) {
    theme::text_wrapped(theme::kMutedText, "%s", entry.category.c_str());
    if (!entry.text.empty()) ImGui::TextWrapped("%s", entry.text.c_str());
    properties(shown_by_panels, entry);
    // A few rules read best in full; a long list (a building has dozens) would bury the tables and tools
    // below it, so it folds away under one heading, each rule opening on its own.
    constexpr std::size_t kRulesShownInFull = 4;
    if (entry.abilities.size() <= kRulesShownInFull) {
        for (const auto& ability_id : entry.abilities) {
            const auto* ability = system.find_ability(ability_id, edition);
            if (!ability) continue;
            ImGui::Bullet();
            ImGui::SameLine();
            ImGui::TextWrapped("%s: %s", ability->name.c_str(), ability->text.c_str());
        }
        return;
    }
    char heading[48];
    std::snprintf(heading, sizeof heading, "Rules (%zu)###rules", entry.abilities.size());
    const bool open = ImGui::CollapsingHeader(heading);
    note_widget("rules");
    if (!open) return;
    for (const auto& ability_id : entry.abilities) {
        const auto* ability = system.find_ability(ability_id, edition);
        if (!ability || !ImGui::TreeNode(ability_id.c_str(), "%s", ability->name.c_str())) continue;
        ImGui::TextWrapped("%s", ability->text.c_str());
        ImGui::TreePop();
    }
}

namespace {

// The piece's size, so its footprint matches the model on the table: the rules measure it (a size
// class, an obstacle section's length, a building's widest point). Scales the footprint about its centre,
// keeping its shape.
void size(bb::model::TerrainPiece& piece) {
    constexpr double kSmallest = 0.5, kLargest = 72;
    const auto box = bb::geo::bounds(piece.footprint);
    double width = box.width(), depth = box.depth();
    const bool wider = inches_field("piece:width", "Width", width, kSmallest, kLargest);
    const bool deeper = inches_field("piece:depth", "Depth", depth, kSmallest, kLargest);
    if (!(wider || deeper) || box.width() <= 0 || box.depth() <= 0) return;
    for (auto& point : piece.footprint.points) {
        point.x *= width / box.width();
        point.y *= depth / box.depth();
    }
}

// Each of the piece's tables: a button to roll, and the latest result kept on the piece.
void tables(const bb::sys::SystemDescription& system, std::span<const std::string> by_panels, TableDice& dice,
            const bb::sys::CatalogueEntry& entry, const bb::model::TerrainPiece& piece) {
    for (const auto& table_id : entry.tables) {
        if (system_shows(by_panels, table_id)) continue;
        const auto* table = system.find_table(table_id);
        if (!table) continue;
        ImGui::PushID(table_id.c_str());
        ImGui::Spacing();
        // "Roll 2D6: <table>" on the button when it fits; a longer name goes above the button, wrapped.
        const std::string roll_dice = "Roll " + table->dice.text();
        std::string label = roll_dice + ": " + table->name;
        const float padding = 2 * ImGui::GetStyle().FramePadding.x;
        if (ImGui::CalcTextSize(label.c_str()).x + padding > ImGui::GetContentRegionAvail().x) {
            ImGui::TextWrapped("%s", table->name.c_str());
            label = roll_dice;
        }
        const bool roll = ImGui::Button(label.c_str(), {-1, 0});
        note_widget("roll:" + table_id);
        if (roll) {
            auto rolled = dice.roll_for_selected(table_id);
            if (!rolled) ImGui::SetTooltip("%s", rolled.error().message.c_str());
            ImGui::PopID();
            return;  // the piece changed under us; show it next frame
        }
        if (!table->when.empty()) {  // wrapped: some say when at length
            ImGui::PushStyleColor(ImGuiCol_Text, theme::kMutedText);
            ImGui::TextWrapped("%s", table->when.c_str());
            ImGui::PopStyleColor();
        }
        draw_roll_result(system, piece, table_id);
        ImGui::PopID();
    }
}

}  // namespace

void draw_piece_tab(const SystemLibrary& library, Battlefields& battles, Selection& selection, TableDice& dice,
                    const PluginPanelState& panels, Deletions& deletions) {
    auto& battlefield = battles.battlefield();
    auto* piece = selection.piece(&battlefield);
    if (!piece) return;
    ImGui::Text("%s", piece->label.c_str());
    const auto box = bb::geo::bounds(piece->footprint);
    theme::text_wrapped(theme::kMutedText, "%.1f\" x %.1f\", %.1f\" tall, at (%.2f\", %.2f\")", box.width(),
                        box.depth(), piece->height, piece->position.x, piece->position.y);

    float rotation = float(piece->rotation);
    ImGui::SetNextItemWidth(-1);
    if (ImGui::SliderFloat("##rotation", &rotation, 0.0f, 359.0f, "Rotation %.0f\u00b0"))
        piece->rotation = std::round(rotation);
    note_widget("rotation");
    const float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) / 2;
    if (ImGui::Button("-15\u00b0", {half, 0})) piece->rotation = std::fmod(piece->rotation + 345.0, 360.0);
    note_widget("turn-left");
    ImGui::SameLine();
    if (ImGui::Button("+15\u00b0", {half, 0})) piece->rotation = std::fmod(piece->rotation + 15.0, 360.0);
    note_widget("turn-right");
    // Delete sits on a row of its own, well apart from the turn buttons; it can be undone.
    ImGui::Dummy({0, 2 * ImGui::GetStyle().ItemSpacing.y});
    ImGui::PushStyleColor(ImGuiCol_Button, theme::kDangerButton);
    const bool remove = ImGui::Button("Delete piece");
    note_widget("delete");
    ImGui::PopStyleColor();
    if (remove) {
        delete_selected(battlefield, selection, deletions);
        return;
    }
    size(*piece);
    const auto& system = library.system();
    const auto* entry = system.find_entry(piece->catalogue_id, battlefield.rules_edition);
    if (!entry) {
        theme::text_wrapped(theme::kMutedText, "No rules for '%s' in this edition.", piece->catalogue_id.c_str());
        return;
    }
    draw_piece_rules(system, battlefield.rules_edition, *entry, panels.reply.shown_by_panels);
    tables(system, panels.reply.shown_by_panels, dice, *entry, *piece);
}

}  // namespace app
