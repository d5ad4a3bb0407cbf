#include "buildings/building_panel.hpp"

#include "battleboard/link/text_code.hpp"
#include "battleboard/sdk/link_state.hpp"
#include "battleboard/sdk/panel_sdk.hpp"
#include "battleboard/sdk/plugin_sdk.hpp"
#include "battleboard/sdk/victory_points.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <optional>

namespace bb::plugin::buildings {

namespace {

namespace attr = building_attribute;
using panel::Tone;

constexpr std::int64_t kMostModels = 999;

const sys::CatalogueEntry* building_entry(const model::TerrainPiece& piece, const std::string& edition,
                                          const sys::SystemDescription& system, const BuildingRules& rules) {
    const auto* entry = system.find_entry(piece.catalogue_id, edition);
    if (!entry ||
        std::find(rules.categories.begin(), rules.categories.end(), entry->category) == rules.categories.end())
        return nullptr;
    return entry;
}

double property(const sys::CatalogueEntry& entry, const std::string& key) {
    const auto* p = key.empty() ? nullptr : entry.find_property(key);
    return p ? p->value : 0;
}

Result<AssaultState> state_of(const model::Battlefield& battlefield) {
    auto state = sdk::unpack_state<AssaultState>(battlefield.plugin_state, kStateVersion);
    if (!state) return make_error("The assault helper was saved by another version of this game system.");
    return *state;
}

// "monstrous-infantry" -> "Monstrous infantry".
std::string troop_type_name(std::string name) {
    std::replace(name.begin(), name.end(), '-', ' ');
    if (!name.empty()) name[0] = char(std::toupper(static_cast<unsigned char>(name[0])));
    return name;
}

std::vector<panel::Option> troop_options(const std::vector<std::string>& types, const char* nobody) {
    std::vector<panel::Option> options{{"none", nobody, 0, false}};
    for (const auto& type : types) options.push_back({type, troop_type_name(type), 0, false});
    return options;
}

std::string inches(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f\"", value);
    return text;
}

// A list as one text per item, so each names the rule it restates: the first under `key` with the heading, the
// others under "key:1", "key:2"... (the keys the report's `cites` use).
void bullets(sdk::PanelBuilder& b, const std::string& key, const std::string& heading,
             const std::vector<std::string>& items) {
    for (std::size_t i = 0; i < items.size(); ++i)
        b.text(i == 0 ? key : key + ":" + std::to_string(i), (i == 0 ? heading + "\n- " : "- ") + items[i]);
}

std::string fighting(const char* who, std::uint32_t count) {
    return std::string(who) + ": " + std::to_string(count) + (count == 1 ? " model fights" : " models fight");
}

// The unit's troop type as a choice, then its name and numbers as typed fields.
void unit_controls(sdk::PanelBuilder& b, const std::string& prefix, const UnitProfile& unit,
                   const std::vector<std::string>& types, const char* nobody, bool with_name) {
    b.choice(prefix + "-troop-type", "Troop type", troop_options(types, nobody),
             unit.present() ? unit.troop_type : "none");
    if (!unit.present()) return;
    if (with_name) b.text_input(prefix + "-name", "Name", unit.name, 60);
    b.text_input(prefix + "-models", "Models", std::to_string(unit.models), 3)
        .text_input(prefix + "-unit-strength", "Unit Strength", std::to_string(unit.unit_strength), 3);
}

void assault(sdk::PanelBuilder& b, const BuildingReport& report, const UnitProfile& assailant) {
    b.group("assault", "Assault");
    unit_controls(b, "assailant", assailant, report.troop_types, "No assailant", false);
    b.end_group();
    if (!assailant.present()) {
        b.text("assault-note", "Pick the unit assaulting the building to see who fights and what is lost.",
               Tone::Muted);
        return;
    }
    b.text("assault-note", report.assault_note, report.assault ? Tone::Muted : Tone::Breach);
    if (!report.assault) return;
    b.text("occupant-fights", fighting("Inside", report.occupant_side.fighting))
        .text("occupant-side", report.occupant_side.note, Tone::Muted)
        .text("assailant-fights", fighting("Assailant", report.assailant_side.fighting))
        .text("assailant-side", report.assailant_side.note, Tone::Muted);
    bullets(b, "lost", "Neither side has:", report.lost);
    bullets(b, "outcomes", "After the fighting:", report.outcomes);
}

// Each control the report says states a rule names the source of the ability it restates (the rules audit).
panel::Panel cited(panel::Panel panel, const BuildingReport& report, const sys::SystemDescription& system,
                   const std::string& edition) {
    for (auto& control : panel.controls) {
        const auto rule = report.cites.find(control.key);
        if (rule == report.cites.end()) continue;
        if (const auto* ability = system.find_ability(rule->second, edition)) control.source = ability->source;
    }
    return panel;
}

panel::Panel building_panel(const model::TerrainPiece& piece, const sys::CatalogueEntry& entry,
                            const BuildingRules& rules, const BuildingReport& report, const UnitProfile& assailant) {
    sdk::PanelBuilder b("building", "Building", piece.id);
    b.text("status", report.status);
    if (!report.advice.empty()) b.text("advice", report.advice, Tone::Muted);
    b.toggle("agreement", rules.agreement, sdk::attribute(piece, attr::kOccupiable) == rules.agreed);
    const double widest = widest_dimension(piece), needed = property(entry, rules.needed_width_key);
    if (needed > 0) {
        char text[24];
        std::snprintf(text, sizeof text, "%g\"", needed);
        const bool wide_enough = widest + geo::kTolerance >= needed;
        b.text("widest", "Widest point " + inches(widest) + " (at least " + text + " needed)",
               wide_enough ? Tone::Legal : Tone::Breach);
    } else {
        b.text("widest", "Widest point " + inches(widest), Tone::Muted);
    }
    if (rules.floors) b.whole("floors", "Floors", std::max<std::uint32_t>(1, piece.levels), 1, 10);
    // An occupant recorded in a building nobody may enter stays editable, so it can be taken out.
    if (!report.occupiable && !report.occupant.present()) return b.build();
    if (report.occupiable && !rules.shooters_per_floor_key.empty()) {
        const auto rulebook = std::int64_t(property(entry, rules.shooters_per_floor_key));
        b.whole("shooters-per-floor", "Shoot per floor", sdk::whole_attribute(piece, attr::kShootersPerFloor, rulebook),
                0, 99);
    }
    b.group("occupant", "Occupant");
    unit_controls(b, "occupant", report.occupant, report.troop_types, "Nobody", true);
    b.end_group();
    const Tone tone = !report.occupant.present() ? Tone::Muted : report.occupant_allowed ? Tone::Legal : Tone::Breach;
    if (!report.occupant_note.empty()) b.text("occupant-note", report.occupant_note, tone);
    const bool garrisoned = report.occupant.present() && report.occupant_allowed;
    if (garrisoned)
        b.text("shooters",
               "May shoot: " + std::to_string(report.shooters) + " of " + std::to_string(report.occupant.models) +
                   " models",
               Tone::Result);
    if (!report.shooting_note.empty()) b.text("shooting-note", report.shooting_note, Tone::Muted);
    if (!report.shot_at_note.empty()) b.text("shot-at-note", report.shot_at_note, Tone::Muted);
    if (garrisoned) assault(b, report, assailant);
    return b.build();
}

panel::AttributeChange set(std::uint32_t id, const char* key, std::string value) {
    return {id, key, std::move(value), false};
}

panel::ActionReply refused(std::string message) {
    panel::ActionReply reply;
    reply.message = std::move(message);
    reply.message_tone = Tone::Breach;
    return reply;
}

// A count typed by the player: a whole number from 0 to 999.
std::optional<std::uint32_t> typed_count(const std::string& text) {
    const auto value = sdk::parse_whole(text);
    if (!value || *value < 0 || *value > kMostModels) return std::nullopt;
    return std::uint32_t(*value);
}

// Changes to a unit's fields; `nullopt` when the control is not one of them.
std::optional<Result<UnitProfile>> changed_unit(UnitProfile unit, const std::string& field, const panel::Action& a,
                                                const std::vector<std::string>& types) {
    if (field == "troop-type") {
        if (a.chosen.size() != 1) return make_error("Choose one troop type.");
        if (a.chosen[0] == "none") return UnitProfile{};
        if (std::find(types.begin(), types.end(), a.chosen[0]) == types.end())
            return make_error("\"" + a.chosen[0] + "\" is not a troop type here.");
        unit.troop_type = a.chosen[0];
        return unit;
    }
    if (field == "name") {
        if (a.text.size() > 60) return make_error("A unit's name is at most 60 characters.");
        unit.name = a.text;
        return unit;
    }
    if (field == "models" || field == "unit-strength") {
        const auto n = typed_count(a.text);
        if (!n)
            return make_error((field == "models" ? "Models" : "Unit Strength") +
                              std::string(" is a whole number from 0 to 999."));
        (field == "models" ? unit.models : unit.unit_strength) = *n;
        return unit;
    }
    return std::nullopt;
}

void write_occupant(panel::ActionReply& reply, std::uint32_t id, const UnitProfile& unit) {
    if (!unit.present()) {
        for (const char* key :
             {attr::kOccupant, attr::kOccupantTroopType, attr::kOccupantModels, attr::kOccupantUnitStrength})
            reply.attributes.push_back({id, key, "", true});
        return;
    }
    reply.attributes.push_back(set(id, attr::kOccupant, unit.name));
    reply.attributes.push_back(set(id, attr::kOccupantTroopType, unit.troop_type));
    reply.attributes.push_back(set(id, attr::kOccupantModels, std::to_string(unit.models)));
    reply.attributes.push_back(set(id, attr::kOccupantUnitStrength, std::to_string(unit.unit_strength)));
}

}  // namespace

Result<panel::PanelsReply> building_panels(const panel::PanelsRequest& request, const sys::SystemDescription& system,
                                           const BuildingRules& rules, ReportFunction report_of) {
    panel::PanelsReply reply;
    auto state = state_of(request.battlefield);
    if (!state) return state.error();
    reply.panels.push_back(sdk::vp::panel(state->vp));
    const auto* piece = sdk::selected_piece(request);
    const auto* entry = piece ? building_entry(*piece, request.edition, system, rules) : nullptr;
    if (!entry) return reply;
    auto report = report_of({*piece, state->assailant});
    if (!report) return report.error();
    reply.panels.push_back(
        cited(building_panel(*piece, *entry, rules, *report, state->assailant), *report, system, request.edition));
    return reply;
}

Result<panel::ActionReply> building_act(const panel::ActionRequest& request, const sys::SystemDescription& system,
                                        const BuildingRules& rules, ReportFunction report_of) {
    const auto& a = request.action;
    if (a.panel_key == sdk::vp::kPanel) return sdk::vp::act_on<AssaultState, kStateVersion>(request);
    const auto* piece = sdk::selected_piece(request.context);
    if (a.panel_key != "building" || !piece || !building_entry(*piece, request.context.edition, system, rules))
        return make_error("Select the building first.");
    const auto* entry = building_entry(*piece, request.context.edition, system, rules);
    auto state = state_of(request.context.battlefield);
    if (!state) return state.error();
    panel::ActionReply reply;
    const auto& key = a.control_key;
    auto report = report_of({*piece, state->assailant});
    if (!report) return report.error();
    const auto& types = report->troop_types;
    if (key == "agreement") {
        reply.attributes.push_back(set(piece->id, attr::kOccupiable, a.number != 0 ? rules.agreed : rules.not_agreed));
    } else if (key == "floors" && rules.floors) {
        if (a.number < 1 || a.number > 10 || a.number != std::int64_t(a.number))
            return refused("Floors run from 1 to 10.");
        reply.levels.push_back({piece->id, std::uint32_t(a.number)});
    } else if (key == "shooters-per-floor" && !rules.shooters_per_floor_key.empty()) {
        if (a.number < 0 || a.number > 99 || a.number != std::int64_t(a.number))
            return refused("Models shooting per floor run from 0 to 99.");
        const auto rulebook = std::int64_t(property(*entry, rules.shooters_per_floor_key));
        if (std::int64_t(a.number) == rulebook)
            reply.attributes.push_back({piece->id, attr::kShootersPerFloor, "", true});
        else
            reply.attributes.push_back(set(piece->id, attr::kShootersPerFloor, std::to_string(std::int64_t(a.number))));
    } else if (key.starts_with("occupant-")) {
        auto unit = changed_unit(report->occupant, key.substr(9), a, types);
        if (!unit) return make_error("The building panel has no control \"" + key + "\".");
        if (!*unit) return refused(unit->error().message);
        write_occupant(reply, piece->id, **unit);
    } else if (key.starts_with("assailant-")) {
        auto unit = changed_unit(state->assailant, key.substr(10), a, types);
        if (!unit) return make_error("The building panel has no control \"" + key + "\".");
        if (!*unit) return refused(unit->error().message);
        reply.state_changed = true;
        state->assailant = **unit;
        reply.state = sdk::pack_state(*state, kStateVersion);
    } else {
        return make_error("The building panel has no control \"" + key + "\".");
    }
    return reply;
}

const sys::SystemDescription& described_system() {
    static const auto described = describe_system();
    return described;
}

void write_assailant(link::BitWriter& out, const AssaultState& state) {
    const UnitProfile& unit = state.assailant;
    link::text_code::write(out, unit.name);
    link::text_code::write(out, unit.troop_type);
    out.golomb(unit.models, 0);
    out.golomb(unit.unit_strength, 0);
}

void read_assailant(link::BitReader& in, AssaultState& state) {
    UnitProfile& unit = state.assailant;
    unit.name = link::text_code::read(in);
    unit.troop_type = link::text_code::read(in);
    unit.models = static_cast<std::uint32_t>(sdk::read_count(in, kMostModels, "models"));
    unit.unit_strength = static_cast<std::uint32_t>(sdk::read_count(in, kMostModels, "unit strength"));
}

}  // namespace bb::plugin::buildings
