#include "building_report.hpp"

#include "battleboard/sdk/panel_sdk.hpp"
#include "catalogue.hpp"
#include "categories.hpp"
#include "properties.hpp"

#include <algorithm>
#include <cstdio>
#include <limits>

namespace wfb8 {

namespace attr = bb::plugin::building_attribute;
using bb::plugin::BuildingReport;
using bb::plugin::UnitProfile;

namespace {

const std::vector<std::string> kTroopTypes = {
    "infantry", "monstrous-infantry", "war-beasts", "swarms", "cavalry", "monstrous-cavalry", "monster",
    "chariot",  "war-machine",        "unique"};

std::string inches(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f\"", value);
    return text;
}

bool may_garrison(const std::string& troop_type) {
    return troop_type == "infantry" || troop_type == "war-beasts" || troop_type == "swarms" ||
           troop_type == "war-machine";
}

// Models in an assault party of `party_strength`: everyone in a smaller unit, never fewer than one.
std::uint32_t assault_party(const UnitProfile& unit, std::uint32_t party_strength) {
    if (unit.models == 0) return 0;
    const std::uint32_t strength = unit.unit_strength == 0 ? unit.models : unit.unit_strength;
    if (strength <= party_strength) return unit.models;
    return std::clamp<std::uint32_t>(party_strength * unit.models / strength, 1, unit.models);
}

// The players may agree another number; anything but a whole number keeps the rulebook's.
std::uint32_t shooters_per_floor(const bb::model::TerrainPiece& piece, std::uint32_t rulebook) {
    const auto agreed = bb::plugin::sdk::parse_whole(bb::plugin::sdk::attribute(piece, attr::kShootersPerFloor));
    return agreed && *agreed >= 0 && *agreed <= std::numeric_limits<std::uint32_t>::max() ? std::uint32_t(*agreed)
                                                                                          : rulebook;
}

void describe_occupant(BuildingReport& r, std::uint32_t per_floor) {
    const std::uint32_t capacity = per_floor * r.floors;
    r.shot_at_note =
        "Enemies who can see the building in their forward arc may shoot at the garrison, which counts as in hard "
        "cover; attacks that hit several ranks hit only one model.";
    r.cites["shot-at-note"] = "shooting-at-a-garrison";
    r.cites["occupant-note"] = "garrison";
    if (!r.occupant.present()) {
        r.occupant_note =
            "Empty: a unit of infantry, war beasts or swarms may garrison it (a war machine only if its top floor "
            "has room).";
        r.shooters = capacity;
        r.shooting_note = "A garrison may shoot with up to " + std::to_string(capacity) + " models (" +
                          std::to_string(per_floor) + " per floor).";
        r.cites["shooting-note"] = "five-per-floor";
        return;
    }
    r.occupant_allowed = may_garrison(r.occupant.troop_type);
    if (!r.occupant_allowed) {
        r.occupant_note = "A " + r.occupant.troop_type +
                          " unit is too big to garrison a building: only infantry, "
                          "war beasts and swarms fit (and war machines where the top floor has room).";
        r.shot_at_note.clear();
        return;
    }
    r.occupant_note =
        "May garrison it, entering by base contact in the Movement phase but not in a turn it marched or "
        "reformed.";
    if (r.occupant.troop_type == "war-machine") r.occupant_note += " A war machine needs room on the top floor.";
    r.shooters = std::min(r.occupant.models, capacity);
    r.cites["shooters"] = "five-per-floor";
    r.shooting_note =
        "It shoots from any point of the building, all round (360 degrees), measuring range from the building's "
        "nearest point.";
    r.cites["shooting-note"] = "garrison-shooting";
}

void describe_assault(BuildingReport& r, const UnitProfile& assailant, std::uint32_t party_strength) {
    if (!r.occupant.present() || !r.occupant_allowed) {
        r.assault_note = "Nobody holds the building, so there is nothing to assault.";
        return;
    }
    r.cites["assault-note"] = "assault-troop-types";
    if (assailant.troop_type == "chariot") {
        r.assault_note = "Chariots may not assault a building.";
        return;
    }
    r.assault = true;
    r.assault_note =
        "One unit per Movement phase may assault: it charges the building itself, needing line of "
        "sight to it, and succeeds if its charge roll reaches the building.";
    if (assailant.troop_type == "cavalry" || assailant.troop_type == "monstrous-cavalry")
        r.assault_note += " Only the riders fight.";
    if (!may_garrison(assailant.troop_type))
        r.assault_note += " Its troop type may not move in, even if it drives the garrison out.";
    r.cites["assault-note"] = "assaulting-a-building";
    const std::string party = "Assault party of Unit Strength " + std::to_string(party_strength) +
                              " (at least one model); a character left out may not step in later.";
    r.occupant_side = {assault_party(r.occupant, party_strength), party};
    r.assailant_side = {assault_party(assailant, party_strength), party};
    for (const char* key : {"occupant-fights", "occupant-side", "assailant-fights", "assailant-side"})
        r.cites[key] = "assault-party";
    r.lost = {
        "No charge bonuses on either side: no +1 combat result or Initiative, no weapon charge bonuses "
        "(spears, lances, pikes), no Impact Hits.",
        "Combat result comes from wounds alone: standards, ranks and flank or rear bonuses do not count; a "
        "musician still wins a draw.",
        "Casualties are replaced from the unit, so the party stays at full size while enough models remain."};
    r.cites["lost"] = "fighting-the-assault";
    r.cites["lost:1"] = "assault-combat-resolution";
    r.cites["lost:2"] = "assault-allocating-attacks";
    r.outcomes = {
        "Attacker wins: the garrison takes a Break test, always steadfast. If it breaks it is set up outside "
        "facing the attacker and flees; the attacker cannot pursue and either moves in or steps back 1\".",
        "Otherwise (draw, garrison wins, or the garrison passes its Break test): the attacker steps back "
        "1\", takes no Break test, and may assault again next turn.",
        "If the attacker does not try again, the garrison may sally forth against it."};
    r.cites["outcomes"] = "defender-loses";
    r.cites["outcomes:1"] = "assault-other-outcomes";
    r.cites["outcomes:2"] = "sally-forth";
}

}  // namespace

bb::Result<BuildingReport> building_report(const bb::plugin::BuildingQuery& query) {
    const auto& piece = query.piece;
    BuildingReport r = bb::plugin::measured_report(piece);
    r.troop_types = kTroopTypes;
    const auto* entry = find_entry(piece.catalogue_id);
    if (!entry || (entry->category != category::kBuilding && entry->category != category::kArcaneArchitecture)) {
        r.status = piece.label + " is not a building.";
        return r;
    }
    if (bb::plugin::sdk::attribute(piece, attr::kOccupiable) == "no") {
        r.status = piece.label + " is treated as impassable terrain, as the players agreed.";
        r.rules = {"buildings-agreement", "impassable"};
        r.cites = {{"status", "buildings-agreement"}, {"agreement", "buildings-agreement"}};
        return r;
    }
    r.building = true;
    r.occupiable = true;
    r.line_of_sight = number(*entry, key::kLosValuePerLevel) * r.floors;
    r.status = piece.label + ": building with " + std::to_string(r.floors) + (r.floors == 1 ? " floor" : " floors") +
               ", Line of Sight value " + std::to_string(int(r.line_of_sight)) + ".";
    const double multipart = number(*entry, key::kMultipartOver);
    r.cites = {{"status", "building-line-of-sight"}, {"agreement", "buildings-agreement"}};
    if (r.widest >= multipart - bb::geo::kTolerance) {
        r.advice = "At " + inches(r.widest) + " across it is not under the " + inches(multipart) + " x " +
                   inches(multipart) + " the rules assume: consider splitting it into sections.";
        r.cites["advice"] = "multipart-buildings";
    }
    r.cites["shooters-per-floor"] = "five-per-floor";
    describe_occupant(r, shooters_per_floor(piece, std::uint32_t(number(*entry, key::kShootersPerFloor))));
    if (query.assailant.present())
        describe_assault(r, query.assailant, std::uint32_t(number(*entry, key::kAssaultPartyUnitStrength)));
    r.rules = find_entry("building")->abilities;
    if (entry->category == category::kArcaneArchitecture) r.rules.insert(r.rules.begin(), "arcane-architecture");
    return r;
}

}  // namespace wfb8
