#include "building_report.hpp"

#include "battleboard/sdk/panel_sdk.hpp"
#include "catalogue.hpp"

#include <algorithm>
#include <cstdio>

namespace tow {

using bb::plugin::BuildingReport;

namespace {

const std::vector<std::string> kTroopTypes = {"infantry",   "monstrous-infantry", "war-beasts", "swarms",
                                              "cavalry",    "monstrous-cavalry",  "monster",    "chariot",
                                              "war-machine"};

std::string inches(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f\"", value);
    return text;
}

std::string whole(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", value);
    return text;
}

std::string size_status(const BuildingReport& r, const std::string& label, double needed, bool agreed) {
    const std::string measured = label + " is " + inches(r.widest) + " at its widest point";
    if (r.widest < needed - bb::geo::kTolerance)
        return measured + ", less than the " + inches(needed) + " an occupiable building needs: it is impassable" +
               (agreed ? " whatever the players agreed." : ".");
    if (!agreed)
        return measured + ": impassable unless the players agree to make it occupiable (mark it occupiable: yes).";
    return measured + " and the players agreed: it is occupiable.";
}

void describe_occupant(BuildingReport& r, const bb::sys::CatalogueEntry& entry) {
    const auto max_strength = std::uint32_t(number(entry, key::kMaxUnitStrength));
    const auto share = number(entry, key::kShootersShare);
    const std::string shot_at =
        "Enemies who can see the building may shoot at the unit inside, which is behind full cover.";
    if (!r.occupant.present()) {
        r.occupant_note = r.occupiable ? "Empty: one infantry unit of Unit Strength " + std::to_string(max_strength) +
                                             " or less may occupy it."
                                       : "Nobody may occupy it.";
        r.cites["occupant-note"] = r.occupiable ? "occupying-a-building" : "buildings-impassable";
        r.shooting_note = "Up to " + whole(share) + "% of the models inside may shoot and cast spells.";
        r.cites["shooting-note"] = "shooting-from-a-building";
        r.shot_at_note = shot_at;
        r.cites["shot-at-note"] = "shooting-at-a-building";
        return;
    }
    std::string why;
    if (!r.occupiable)
        why = "the building is not occupiable";
    else if (r.occupant.troop_type != "infantry")
        why = "only infantry may occupy a building";
    else if (r.occupant.unit_strength > max_strength)
        why = "its Unit Strength " + std::to_string(r.occupant.unit_strength) + " is over " +
              std::to_string(max_strength);
    r.occupant_allowed = why.empty();
    r.cites["occupant-note"] = r.occupiable ? "occupying-a-building" : "buildings-impassable";
    if (!r.occupant_allowed) {
        r.occupant_note = "It may not occupy the building: " + why + ".";
        return;
    }
    r.occupant_note =
        "May occupy it: moved into base contact in the Remaining Moves sub-phase, then taken off the "
        "table. It sees all round (360 degrees) and over other models, and is measured to and from the building.";
    r.shooters = std::uint32_t(r.occupant.models * share / 100);  // "up to half": rounds down
    r.shooting_note = std::to_string(r.shooters) + " of its " + std::to_string(r.occupant.models) +
                      " models may shoot and cast spells.";
    r.shot_at_note = shot_at;
    for (const char* control : {"shooters", "shooting-note"}) r.cites[control] = "shooting-from-a-building";
    r.cites["shot-at-note"] = "shooting-at-a-building";
}

void describe_assault(BuildingReport& r, const bb::sys::CatalogueEntry& entry,
                      const bb::plugin::UnitProfile& assailant) {
    if (!r.occupant.present() || !r.occupant_allowed) {
        r.assault_note = "Nobody holds the building, so there is nothing to assault.";
        return;
    }
    const auto per_side = std::uint32_t(number(entry, key::kAssaultModelsPerSide));
    r.assault = true;
    r.assault_note = "The charge is made against the building, not the models inside.";
    const std::string formation =
        "Counts as in Skirmish formation; at most " + std::to_string(per_side) + " models in the fighting rank.";
    r.occupant_side = {std::min(r.occupant.models, per_side), formation};
    r.assailant_side = {std::min(assailant.models, per_side), formation};
    r.lost = {"The unit inside never Gives Ground or Falls Back in Good Order: it holds and the combat goes on.",
              "Both units lose their real formation: they fight as Skirmishers."};
    r.outcomes = {
        "If the unit inside Breaks, it is trapped and destroyed; a unit of the winning side may then "
        "occupy the building."};
    for (const char* control :
         {"assault-note", "occupant-fights", "occupant-side", "assailant-fights", "assailant-side", "lost:1"})
        r.cites[control] = "assaulting-a-building";
    r.cites["lost"] = "nowhere-to-run";
    r.cites["outcomes"] = "nowhere-to-run";
}

}  // namespace

bb::Result<BuildingReport> building_report(const bb::plugin::BuildingQuery& query) {
    const auto& piece = query.piece;
    BuildingReport r = bb::plugin::measured_report(piece);
    r.troop_types = kTroopTypes;
    const auto* entry = find_entry(piece.catalogue_id);
    if (!entry || entry->category != kBuildingCategory) {
        r.status = piece.label + " is not a building.";
        return r;
    }
    r.building = true;
    const double needed = number(*entry, key::kOccupiableAtLeast);
    const bool agreed = bb::plugin::sdk::attribute(piece, bb::plugin::building_attribute::kOccupiable) == "yes";
    r.occupiable = agreed && r.widest >= needed - bb::geo::kTolerance;
    r.status = size_status(r, piece.label, needed, agreed);
    for (const char* control : {"status", "widest", "agreement"}) r.cites[control] = "buildings-impassable";
    describe_occupant(r, *entry);
    if (query.assailant.present()) describe_assault(r, *entry, query.assailant);
    r.rules = entry->abilities;
    return r;
}

}  // namespace tow
