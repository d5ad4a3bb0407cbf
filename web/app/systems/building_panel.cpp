#include "app/systems/building_panel.hpp"

#include "app/systems/assault_helper.hpp"
#include "app/systems/building_report_cache.hpp"
#include "app/systems/panel_fields.hpp"
#include "app/systems/unit_fields.hpp"
#include "app/theme.hpp"
#include "app/widget_rects.hpp"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <map>

namespace app {

namespace attr = bb::plugin::building_attribute;
using bb::plugin::BuildingReport;
using bb::plugin::UnitProfile;

namespace {

// What the panel remembers between frames: the last report, and for each system the unit assaulting
// (a what-if for the players, not part of the battlefield).
struct Memory {
    BuildingReportCache cache;
    std::map<std::string, UnitProfile> assailants;
};

Memory& memory() {
    static Memory m;
    return m;
}

double property(const bb::sys::CatalogueEntry& entry, std::string_view key) {
    const auto* p = key.empty() ? nullptr : entry.find_property(std::string(key));
    return p ? p->value : 0;
}

// The players' agreement, and for a system that sets a minimum size the app's own measurement against it.
void agreement(bb::model::TerrainPiece& piece, const BuildingRules& rules, double needed_width) {
    bool ticked = bb::plugin::attribute(piece, attr::kOccupiable) == rules.agreed;
    if (ImGui::Checkbox(rules.agreement, &ticked))
        piece.attributes[attr::kOccupiable] = ticked ? rules.agreed : rules.not_agreed;
    note_widget("building:agreement");
    const double widest = bb::plugin::widest_dimension(piece);
    char width[96];
    ImVec4 colour = theme::kMutedText;
    if (needed_width > 0) {
        const bool wide_enough = widest + bb::geo::kTolerance >= needed_width;
        std::snprintf(width, sizeof width, "Widest point %.2f\" (at least %g\" needed)", widest, needed_width);
        colour = wide_enough ? theme::kLegalText : theme::kErrorText;
        note_value("building:wide-enough", wide_enough ? "yes" : "no");
    } else {
        std::snprintf(width, sizeof width, "Widest point %.2f\"", widest);
    }
    wrapped_text(colour, width);
    note_widget("building:widest");
    note_value("building:widest", width);
}

void floors(bb::model::TerrainPiece& piece) {
    std::uint32_t levels = std::max<std::uint32_t>(1, piece.levels);
    if (count_field("building:floors", "Floors", levels, 1, 10)) piece.levels = levels;
}

// The number of models per floor that may shoot; the players may agree another than the rulebook's.
void shooters_per_floor(bb::model::TerrainPiece& piece, std::uint32_t rulebook) {
    const std::string agreed = bb::plugin::attribute(piece, attr::kShootersPerFloor);
    std::uint32_t value = 0;
    const auto [end, error] = std::from_chars(agreed.data(), agreed.data() + agreed.size(), value);
    if (agreed.empty() || error != std::errc() || end != agreed.data() + agreed.size()) value = rulebook;
    if (!count_field("building:shooters-per-floor", "Shoot per floor", value, 0, 99)) return;
    if (value == rulebook)
        piece.attributes.erase(attr::kShootersPerFloor);
    else
        piece.attributes[attr::kShootersPerFloor] = std::to_string(value);
}

void write_occupant(bb::model::TerrainPiece& piece, const UnitProfile& unit) {
    auto& a = piece.attributes;
    if (!unit.present()) {
        for (const char* key :
             {attr::kOccupant, attr::kOccupantTroopType, attr::kOccupantModels, attr::kOccupantUnitStrength})
            a.erase(key);
        return;
    }
    a[attr::kOccupant] = unit.name;
    a[attr::kOccupantTroopType] = unit.troop_type;
    a[attr::kOccupantModels] = std::to_string(unit.models);
    a[attr::kOccupantUnitStrength] = std::to_string(unit.unit_strength);
}

void occupant(bb::model::TerrainPiece& piece, const BuildingReport& report) {
    ImGui::Spacing();
    ImGui::TextUnformatted("Occupant");
    UnitProfile unit = bb::plugin::occupant_of(piece);
    if (unit_fields("building:occupant", unit, report.troop_types, "Nobody", true)) write_occupant(piece, unit);
    const ImVec4 colour = !report.occupant.present() ? theme::kMutedText
                          : report.occupant_allowed  ? theme::kLegalText
                                                     : theme::kErrorText;
    wrapped_text(colour, report.occupant_note);
    note_value("building:occupant-note", report.occupant_note);
}

void shooting(const BuildingReport& report) {
    ImGui::Spacing();
    if (report.occupant.present() && report.occupant_allowed) {
        const std::string shooters = "May shoot: " + std::to_string(report.shooters) + " of " +
                                     std::to_string(report.occupant.models) + " models";
        wrapped_text(theme::kRollResult, shooters);
        note_widget("building:shooters");  // to scroll it into view
        note_value("building:shooters", shooters);
    }
    wrapped_text(theme::kMutedText, report.shooting_note);
}

}  // namespace

void draw_building_panel(Session& session, bb::model::TerrainPiece& piece, const BuildingRules& rules) {
    const auto* entry = session.system().find_entry(piece.catalogue_id, session.edition());
    if (!entry ||
        std::find(rules.categories.begin(), rules.categories.end(), entry->category) == rules.categories.end())
        return;
    auto& m = memory();
    auto& assailant = m.assailants[session.system().id];
    const BuildingReport* report = m.cache.report(session, piece, assailant);
    ImGui::Spacing();
    ImGui::Separator();
    ImGui::TextUnformatted("Building");
    if (!report) {
        wrapped_text(theme::kErrorText, "The building rules are unavailable: " + m.cache.error());
        return;
    }
    wrapped_text(ImGui::GetStyleColorVec4(ImGuiCol_Text), report->status);
    note_value("building:status", report->status);
    agreement(piece, rules, property(*entry, rules.needed_width_key));
    if (rules.floors) floors(piece);
    // An occupant recorded in a building nobody may enter stays editable, so it can be taken out.
    if (!report->occupiable && !report->occupant.present()) return;
    if (report->occupiable && !rules.shooters_per_floor_key.empty())
        shooters_per_floor(piece, std::uint32_t(property(*entry, rules.shooters_per_floor_key)));
    occupant(piece, *report);
    shooting(*report);
    if (!report->occupant.present() || !report->occupant_allowed) return;
    ImGui::Spacing();
    ImGui::Separator();
    assailant_fields(assailant, report->troop_types);
    draw_assault(*report, assailant);
}

}  // namespace app
