#include "app/systems/wh40k7_fortification.hpp"
#include "app/systems/wh40k7_panels.hpp"

#include "app/theme.hpp"
#include "app/widget_rects.hpp"

#include <algorithm>

namespace app {

namespace {

using namespace wh40k7;

bool is_building(const bb::sys::CatalogueEntry& entry) {
    return std::any_of(entry.tables.begin(), entry.tables.end(),
                       [](const std::string& id) { return id.starts_with("building-damage"); });
}

// A section or upgrade bought for a fortification: whose it is, and what the setup check says about it.
void bought_piece_panel(Session& session, TerrainPiece& piece, std::uint32_t fortification_id) {
    ImGui::Spacing();
    ImGui::Separator();
    const auto* fortification = session.battlefield().find_piece(fortification_id);
    if (!fortification) {
        ImGui::TextWrapped("Bought for piece %u, which is no longer on the table.", fortification_id);
    } else {
        ImGui::TextWrapped("Bought for %s: it must stand wholly within %g\" of it (the ring on the board).",
                           fortification->label.c_str(), kUpgradeRange);
    }
    weapon_picker(session, piece);
    std::string shown;
    for (const auto& finding : session.findings().items) {
        const auto& ids = finding.piece_ids;
        if (finding.severity != bb::rules::Severity::Breach || std::find(ids.begin(), ids.end(), piece.id) == ids.end())
            continue;
        ImGui::PushStyleColor(ImGuiCol_Text, theme::kErrorText);
        ImGui::Bullet();
        ImGui::SameLine();
        ImGui::TextWrapped("%s", finding.message.c_str());
        ImGui::PopStyleColor();
        shown += (shown.empty() ? "" : "\n") + finding.rule_id;
    }
    note_value("bought-piece-breaches", shown);
    if (fortification) {
        const std::string label = "Select " + fortification->label;
        if (ImGui::Button(label.c_str(), {-1, 0})) {
            session.select_piece(fortification_id);
            return;
        }
        note_widget("select-fortification");
    }
    if (ImGui::Button("No longer bought for it", {-1, 0})) piece.attributes.erase(ops::kBoughtFor);
    note_widget("unbuy");
}

// The findings about a piece bought for a fortification standing too far from it.
bool is_range_breach(const bb::rules::Finding& finding) {
    return finding.severity == bb::rules::Severity::Breach &&
           (finding.rule_id == "wh40k7/obstacle-distance" || finding.rule_id == "wh40k7/battlement-upgrade-distance");
}

}  // namespace

void wh40k7_piece_panel(Session& session, bb::model::TerrainPiece& piece) {
    const auto* entry = entry_of(session, piece);
    if (!entry) return;
    if (const auto owner = bought_for(piece)) {
        bought_piece_panel(session, piece, *owner);
        return;
    }
    // Damage first: it is short, and once the building falls it is what matters.
    if (is_building(*entry) && damage_panel(session, piece, *entry)) return;
    if (is_fortification(*entry)) fortification_panel(session, piece, *entry);
}

// The damage tables and a building's purchases.
bool wh40k7_shows(std::string_view key) {
    return key.starts_with("building-damage") || key.starts_with("building-armour-loss") ||
           key == "void-shield-restore" || key.starts_with("building-upgrade:") || key == "upgrade-slots" ||
           key == "battlements";
}

void wh40k7_board_overlay(const Session& session, BoardOverlay& overlay) {
    const auto& b = session.battlefield();
    // The range of the selected fortification, or of the one the selected piece was bought for.
    if (const auto* selected = session.selected ? b.find_piece(*session.selected) : nullptr) {
        const auto* entry = entry_of(session, *selected);
        const auto owner = entry && is_fortification(*entry) ? std::optional(selected->id) : bought_for(*selected);
        if (owner && b.find_piece(*owner)) {
            const auto& findings = session.findings().items;
            const bool breach = std::any_of(findings.begin(), findings.end(), [&](const auto& f) {
                return is_range_breach(f) &&
                       std::find(f.piece_ids.begin(), f.piece_ids.end(), *owner) != f.piece_ids.end();
            });
            overlay.halos.push_back({*owner, kUpgradeRange, breach});
        }
    }
    constexpr ImU32 kDamaged = IM_COL32(190, 130, 20, 235), kRuins = IM_COL32(170, 80, 30, 235),
                    kWreckage = IM_COL32(180, 30, 30, 235);
    for (const auto& piece : b.pieces) {
        const std::string state = attribute(piece, ops::kState), lost = attribute(piece, ops::kArmourLost);
        if (state == "ruins") overlay.badges.push_back({piece.id, "Ruins", kRuins});
        if (state == "wreckage") overlay.badges.push_back({piece.id, "Wreckage", kWreckage});
        if (!lost.empty() && lost != "0") overlay.badges.push_back({piece.id, "AV -" + lost, kDamaged});
    }
}

}  // namespace app
