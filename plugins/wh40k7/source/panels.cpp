#include "panels.hpp"

#include "attributes.hpp"
#include "battleboard/geometry/shapes.hpp"
#include "battleboard/layout/free_spot.hpp"
#include "battleboard/sdk/panel_sdk.hpp"
#include "battleboard/sdk/plugin_sdk.hpp"
#include "building_damage.hpp"
#include "fortification_points.hpp"
#include "setup_rules.hpp"

#include <algorithm>
#include <cmath>

namespace wh40k7 {

namespace {

namespace panel = bb::plugin::panel;
namespace sdk = bb::plugin::sdk;
namespace ops = bb::plugin::wh40k7_ops;
using bb::model::TerrainPiece;
using panel::Tone;

constexpr const char* kVoidShieldTable = "void-shield-restore";

const bb::sys::SystemDescription& description() {
    static const auto described = bb::plugin::describe_system();
    return described;
}

// The source of a rules section the panels restate (fortification_rules()).
bb::sys::SourceRef rules_source(const char* section_id) {
    const auto* section = description().find_rules(section_id, kEdition);
    return section ? section->source : bb::sys::SourceRef{};
}

// The building's own words on its upgrade slots.
bb::sys::SourceRef find_entry_source(const TerrainPiece& building) {
    const auto* entry = description().find_entry(building.catalogue_id, kEdition);
    return entry ? entry->source : bb::sys::SourceRef{};
}

const bb::sys::SourceRef kBattlementsSource{"Battlements & Battlefield", "if it is a building with battlements"};

std::string points_text(unsigned points) { return " (" + std::to_string(points) + " pts)"; }

std::vector<const TerrainPiece*> bought_pieces(const bb::model::Battlefield& b, std::uint32_t id) {
    std::vector<const TerrainPiece*> pieces;
    for (const auto& piece : b.pieces)
        if (bought_for(piece) == id) pieces.push_back(&piece);
    return pieces;
}

bool is_range_breach(const bb::rules::Finding& f) {
    return f.severity == bb::rules::Severity::Breach &&
           (f.rule_id == "wh40k7/obstacle-distance" || f.rule_id == "wh40k7/battlement-upgrade-distance");
}

bool names(const bb::rules::Finding& f, std::uint32_t id) {
    return std::find(f.piece_ids.begin(), f.piece_ids.end(), id) != f.piece_ids.end();
}

// The Building Damage tables from the lowest net modifier up.
std::vector<const bb::sys::DiceTable*> damage_tables() {
    std::vector<const bb::sys::DiceTable*> tables;
    for (const auto& t : description().tables)
        if (t.id.starts_with("building-damage")) tables.push_back(&t);
    std::sort(tables.begin(), tables.end(), [](auto* a, auto* b) { return a->dice.modifier < b->dice.modifier; });
    return tables;
}

std::string modifier_id(int modifier) {
    return modifier > 0 ? "+" + std::to_string(modifier) : std::to_string(modifier);
}

const bb::sys::DiceTable* chosen_damage_table(const TerrainPiece& building) {
    const auto chosen = sdk::parse_whole(sdk::attribute(building, ops::kDamageModifier)).value_or(0);
    const auto tables = damage_tables();
    for (const auto* t : tables)
        if (t->dice.modifier == chosen) return t;
    for (const auto* t : tables)
        if (t->dice.modifier == 0) return t;
    return tables.front();
}

// One way to buy the Battlement & Battlefield upgrade: "<catalogue id>" or "<catalogue id>:<weapon>".
std::string battlement_id(const BattlementUpgrade& u) {
    return std::string(u.catalogue_id) + (u.weapon.empty() ? "" : ":" + std::string(u.weapon));
}

const TerrainPiece* battlement_piece(const bb::model::Battlefield& b, std::uint32_t fortification_id) {
    for (const auto* piece : bought_pieces(b, fortification_id))
        if (is_battlement_upgrade(piece->catalogue_id)) return piece;
    return nullptr;
}

// ---- panels ----

panel::Panel bought_panel(const bb::model::Battlefield& b, const TerrainPiece& piece, std::uint32_t owner_id,
                          const bb::rules::Findings& findings) {
    sdk::PanelBuilder builder("bought", "Bought for a fortification", piece.id);
    const auto* owner = b.find_piece(owner_id);
    const bool obstacle = find_obstacle_upgrade(piece.catalogue_id) != nullptr;
    if (!owner)
        builder.text("owner", "Bought for piece " + std::to_string(owner_id) + ", which is no longer on the table.");
    else if (obstacle)
        builder
            .text("owner", "Bought for " + owner->label +
                               ": a section up to 6\" long, set up wholly within 6\" of it (the ring on the board).")
            .cites(rules_source("obstacles"));
    else if (is_battlement_upgrade(piece.catalogue_id))
        builder
            .text("owner", "Bought for " + owner->label +
                               ": it stands on its battlements, if it is a building with them, or wholly within 6\" "
                               "of it (the ring on the board).")
            .cites(rules_source("battlements-and-battlefield"));
    else
        builder.text("owner", "Bought for " + owner->label + ".");
    std::vector<panel::Option> weapons;
    for (const auto& u : battlement_upgrades())
        if (u.catalogue_id == piece.catalogue_id && !u.weapon.empty())
            weapons.push_back({std::string(u.weapon), std::string(u.name), std::int32_t(u.points), true});
    if (!weapons.empty()) {
        std::string weapon = sdk::attribute(piece, ops::kWeapon);
        if (std::none_of(weapons.begin(), weapons.end(), [&](const auto& o) { return o.id == weapon; })) weapon.clear();
        builder.choice("weapon", "Weapon", std::move(weapons), weapon)
            .cites(rules_source("battlements-and-battlefield"));
    }
    std::string breaches;
    for (const auto& f : findings.items)
        if (f.severity == bb::rules::Severity::Breach && names(f, piece.id))
            breaches += (breaches.empty() ? "" : "\n") + f.message;
    if (!breaches.empty()) builder.text("breaches", breaches, Tone::Breach);
    if (owner) builder.button("select-fortification", "Select " + owner->label);
    builder.button("unbuy", "No longer bought for it");
    return builder.build();
}

// The latest roll on a damage table, with the D3 a Catastrophic Breach leads to.
void last_damage(sdk::PanelBuilder& builder, const TerrainPiece& building) {
    const auto& rolls = building.rolls;
    for (std::size_t i = rolls.size(); i-- > 0;) {
        if (!rolls[i].table_id.starts_with("building-damage")) continue;
        const auto* table = description().find_table(rolls[i].table_id);
        const auto* row = table ? table->row_for(rolls[i].total) : nullptr;
        if (!row) return;
        std::string text = "Rolled " + std::to_string(rolls[i].total) + " (" + table->dice.text() + "): " + row->result;
        if (i + 1 < rolls.size() && rolls[i + 1].table_id == row->next_table)
            if (const auto* next = description().find_table(row->next_table))
                if (const auto* then = next->row_for(rolls[i + 1].total))
                    text += ", then " + std::to_string(rolls[i + 1].total) + ": " + then->result;
        builder.text("result", text, Tone::Result).text("effect", row->text).cites(damage_result_source(row->result));
        return;
    }
}

panel::Panel damage_panel(const TerrainPiece& building) {
    const std::string state = building_state(building);
    sdk::PanelBuilder builder("damage", "Building damage", building.id);
    builder.text("state",
                 state == "ruins"      ? "Ruins"
                 : state == "wreckage" ? "Wreckage"
                                       : "Standing",
                 state == "standing" ? Tone::Legal : Tone::Breach);
    builder.text("armour-lost", "Armour Value lost: " + std::to_string(armour_lost(building)));
    if (state == "standing") {
        std::vector<panel::Option> modifiers;
        for (const auto* t : damage_tables())
            modifiers.push_back(
                {modifier_id(t->dice.modifier), "Net modifier " + modifier_id(t->dice.modifier), 0, false});
        const auto* table = chosen_damage_table(building);
        builder.choice("modifier", "", std::move(modifiers), modifier_id(table->dice.modifier))
            .dice_roll("roll", table->dice.text() + ": " + table->name, table->id, "")
            .cites(table->source)
            .text("when", "When: " + table->when, Tone::Muted)
            .cites(table->source);
    } else if (state == "ruins") {
        builder
            .text("destroyed", "Destroyed by a Total Collapse: it can no longer be occupied; no more damage rolls.",
                  Tone::Muted)
            .cites({"Total Collapse", "can no longer be occupied"});
    } else {
        builder
            .text("destroyed",
                  "Destroyed by a Detonation!: it is replaced with wreckage or a crater; no more damage rolls.",
                  Tone::Muted)
            .cites({"Detonation!", "The building is then removed and replaced"});
    }
    last_damage(builder, building);
    std::vector<panel::Option> replacements;
    for (const auto& id : sdk::split_list(sdk::attribute(building, ops::kReplaceWith)))
        if (const auto* entry = description().find_entry(id, kEdition))
            replacements.push_back({id, entry->name, 0, false});
    if (!replacements.empty()) builder.choice("replace", "Replace it with", std::move(replacements), "");
    const auto upgrades = chosen_upgrades(building);
    const auto* shield = description().find_table(kVoidShieldTable);
    if (state == "standing" && shield && std::count(upgrades.begin(), upgrades.end(), "void-shield")) {
        std::string last;
        for (auto it = building.rolls.rbegin(); it != building.rolls.rend() && last.empty(); ++it)
            if (it->table_id == kVoidShieldTable)
                if (const auto* row = shield->row_for(it->total))
                    last = "Rolled " + std::to_string(it->total) + ": " + row->result;
        builder.dice_roll("void-shield", shield->dice.text() + ": " + shield->name, kVoidShieldTable, last)
            .cites(shield->source)
            .text("void-shield-when", "When: " + shield->when, Tone::Muted)
            .cites(shield->source);
    }
    return builder.build();
}

panel::Panel fortification_panel(const bb::model::Battlefield& b, const TerrainPiece& fortification,
                                 const FortificationKind& kind) {
    const auto bill = price_fortification(b, fortification, kind);
    sdk::PanelBuilder builder("fortification", "Fortification upgrades: " + std::to_string(bill.total) + " pts",
                              fortification.id);
    std::string problems;
    for (const auto& f : bill.findings.items) problems += (problems.empty() ? "" : "\n") + f.message;
    if (!problems.empty()) builder.text("findings", problems, Tone::Breach);
    if (kind.upgrade_slots > 0) {
        const bool over = bill.upgrade_slots_used > bill.upgrade_slots;
        builder
            .text("slots",
                  "Building upgrades: " + std::to_string(bill.upgrade_slots_used) + " of " +
                      std::to_string(bill.upgrade_slots) + " slot" + (bill.upgrade_slots == 1 ? "" : "s") + " used",
                  over ? Tone::Breach : Tone::Muted)
            .cites(find_entry_source(fortification));
        std::vector<panel::Option> options;
        for (const auto& u : building_upgrades())
            options.push_back({std::string(u.id), std::string(u.name), std::int32_t(u.points), true});
        auto chosen = chosen_upgrades(fortification);
        std::vector<std::string> known;
        for (const auto& id : chosen)
            if (find_building_upgrade(id) && std::find(known.begin(), known.end(), id) == known.end())
                known.push_back(id);
        builder.multi_choice("upgrades", "", std::move(options), known).cites(rules_source("building-upgrades"));
        for (const auto& id : known)
            if (const auto* rules = description().find_ability(id, kEdition))
                builder.text("rules:" + id, rules->name + ": " + rules->text, Tone::Muted).cites(rules->source);
    }
    if (kind.building)
        builder.toggle("battlements", "Has battlements", has_battlements(fortification, kind))
            .cites(kBattlementsSource);
    unsigned sections = 0;
    for (const auto* piece : bought_pieces(b, fortification.id))
        sections += find_obstacle_upgrade(piece->catalogue_id) != nullptr;
    builder
        .text("sections",
              "Obstacles: " + std::to_string(sections) + " of up to " + std::to_string(kMaxObstacleSections) +
                  " sections",
              sections > kMaxObstacleSections ? Tone::Breach : Tone::Muted)
        .cites(rules_source("obstacles"));
    for (const auto& o : obstacle_upgrades())
        builder
            .button("add-section:" + std::string(o.catalogue_id),
                    "+ " + std::string(o.name) + " section" + points_text(o.points_per_section))
            .cites(price_source(o));
    std::vector<panel::Option> battlements{{"none", "None", 0, false}};
    for (const auto& u : battlement_upgrades())
        battlements.push_back({battlement_id(u), std::string(u.name), std::int32_t(u.points), true});
    std::string current = "none";
    if (const auto* piece = battlement_piece(b, fortification.id)) {
        const auto* u = find_battlement_upgrade(piece->catalogue_id, sdk::attribute(*piece, ops::kWeapon));
        current = u ? battlement_id(*u) : "";
    }
    builder.choice("battlement", "Battlement & Battlefield upgrade (one)", std::move(battlements), current)
        .cites(rules_source("battlements-and-battlefield"));
    std::vector<panel::GridRow> lines;
    for (const auto& line : bill.lines)
        lines.push_back({line.count > 1 ? line.item + " x" + std::to_string(line.count) + " (" +
                                              std::to_string(line.points_each) + " each)"
                                        : line.item,
                         {double(line.points)},
                         false});
    builder.bill("bill", "Bill", std::move(lines), bill.total);
    return builder.build();
}

// Tables and properties shown by the panels above, left out of the app's generic piece panel.
const std::vector<std::string>& shown_by_panels() {
    static const std::vector<std::string> keys = [] {
        std::vector<std::string> keys{"upgrade-slots", "battlements", kVoidShieldTable, kArmourLossTable};
        for (const auto* t : damage_tables()) keys.push_back(t->id);
        for (const auto& u : building_upgrades()) keys.push_back("building-upgrade:" + std::string(u.id));
        return keys;
    }();
    return keys;
}

// ---- actions ----

panel::AttributeChange set(std::uint32_t id, const char* key, std::string value) {
    return {id, key, std::move(value), false};
}
panel::AttributeChange erase(std::uint32_t id, const char* key) { return {id, key, "", true}; }

panel::ActionReply refused(std::string message) {
    panel::ActionReply reply;
    reply.message = std::move(message);
    reply.message_tone = Tone::Breach;
    return reply;
}

// Beside the fortification, wholly within range and lengthwise along one of its sides; anywhere free on the
// board when there is no room beside it.
panel::NewPiece beside(const bb::model::Battlefield& b, const TerrainPiece& fortification,
                       const bb::sys::CatalogueEntry& entry) {
    constexpr double kGap = 0.5;  // enough to grab each piece on its own
    for (double turn : {0.0, 90.0}) {
        const double rotation = std::fmod(fortification.rotation + turn, 360.0);
        if (auto spot =
                bb::layout::free_spot_near(b, entry.footprint, rotation, kGap, fortification.on_board(), kUpgradeRange))
            return {entry.id, *spot, rotation, {}};
    }
    const double everywhere = b.width + b.depth;
    auto spot = bb::layout::free_spot_near(b, entry.footprint, 0, kGap, fortification.on_board(), everywhere);
    return {entry.id, spot.value_or(bb::geo::Vec2{b.width / 2, b.depth / 2}), 0, {}};
}

// In a corner of the roof, clear of the fortification's label.
panel::NewPiece on_battlements(const TerrainPiece& fortification, const bb::sys::CatalogueEntry& entry) {
    const auto roof = bb::geo::bounds(fortification.footprint), size = bb::geo::bounds(entry.footprint);
    constexpr double kInset = 0.5;
    const bb::geo::Vec2 corner{roof.max.x - size.max.x - kInset, roof.max.y - size.max.y - kInset};
    return {entry.id,
            fortification.position + bb::geo::rotated(corner, fortification.rotation),
            fortification.rotation,
            {}};
}

bb::Result<panel::ActionReply> act_on_fortification(const bb::model::Battlefield& b, const TerrainPiece& fortification,
                                                    const FortificationKind& kind, const panel::Action& a) {
    panel::ActionReply reply;
    const std::string for_id = std::to_string(fortification.id);
    if (a.control_key == "upgrades") {
        for (const auto& id : a.chosen)
            if (!find_building_upgrade(id)) return refused("There is no building upgrade \"" + id + "\".");
        reply.attributes.push_back(a.chosen.empty() ? erase(fortification.id, ops::kUpgrades)
                                                    : set(fortification.id, ops::kUpgrades, sdk::join_list(a.chosen)));
    } else if (a.control_key == "battlements") {
        if (!kind.building) return refused("Only a building has battlements.");
        reply.attributes.push_back(set(fortification.id, ops::kBattlements, a.number != 0 ? "yes" : "no"));
    } else if (a.control_key.starts_with("add-section:")) {
        const auto* entry = description().find_entry(a.control_key.substr(12), kEdition);
        if (!entry || !find_obstacle_upgrade(entry->id))
            return refused("That is not an obstacle sold for fortifications.");
        auto piece = beside(b, fortification, *entry);
        piece.attributes.push_back({0, ops::kBoughtFor, for_id, false});
        reply.add.push_back(std::move(piece));
    } else if (a.control_key == "battlement") {
        if (a.chosen.size() != 1) return refused("Choose one Battlement & Battlefield upgrade, or none.");
        const auto* current = battlement_piece(b, fortification.id);
        if (a.chosen[0] == "none") {
            if (current) reply.remove.push_back(current->id);
            return reply;
        }
        const BattlementUpgrade* chosen = nullptr;
        for (const auto& u : battlement_upgrades())
            if (battlement_id(u) == a.chosen[0]) chosen = &u;
        const auto* entry = chosen ? description().find_entry(std::string(chosen->catalogue_id), kEdition) : nullptr;
        if (!entry) return refused("There is no Battlement & Battlefield upgrade \"" + a.chosen[0] + "\".");
        const std::string weapon(chosen->weapon);
        if (current && current->catalogue_id == entry->id) {  // the same piece, re-armed
            reply.attributes.push_back(weapon.empty() ? erase(current->id, ops::kWeapon)
                                                      : set(current->id, ops::kWeapon, weapon));
            return reply;
        }
        if (current) reply.remove.push_back(current->id);
        auto piece = has_battlements(fortification, kind) ? on_battlements(fortification, *entry)
                                                          : beside(b, fortification, *entry);
        piece.attributes.push_back({0, ops::kBoughtFor, for_id, false});
        if (!weapon.empty()) piece.attributes.push_back({0, ops::kWeapon, weapon, false});
        reply.add.push_back(std::move(piece));
    } else {
        return bb::make_error("The fortification panel has no control \"" + a.control_key + "\".");
    }
    return reply;
}

bb::Result<panel::ActionReply> act_on_damage(const bb::model::Battlefield& b, const TerrainPiece& building,
                                             const panel::Action& a) {
    panel::ActionReply reply;
    if (a.control_key == "modifier") {
        if (a.chosen.size() != 1) return refused("Choose one net modifier.");
        for (const auto* t : damage_tables())
            if (modifier_id(t->dice.modifier) == a.chosen[0]) {
                reply.attributes.push_back(set(building.id, ops::kDamageModifier, a.chosen[0]));
                return reply;
            }
        return refused("There is no Building Damage table for a modifier of " + a.chosen[0] + ".");
    }
    if (a.control_key == "roll") {
        auto outcome = damage_building({building, a.rolls});
        if (!outcome) return refused(outcome.error().message);
        for (const char* key : {ops::kArmourLost, ops::kState}) {
            const std::string value = sdk::attribute(outcome->building, key);
            if (!value.empty() && value != sdk::attribute(building, key))
                reply.attributes.push_back(set(building.id, key, value));
        }
        if (!outcome->replace_with.empty())
            reply.attributes.push_back(set(building.id, ops::kReplaceWith, sdk::join_list(outcome->replace_with)));
        for (const auto& roll : a.rolls) reply.rolls.push_back({building.id, roll});
        return reply;
    }
    if (a.control_key == "replace") {
        const auto allowed = sdk::split_list(sdk::attribute(building, ops::kReplaceWith));
        if (a.chosen.size() != 1 || std::find(allowed.begin(), allowed.end(), a.chosen[0]) == allowed.end())
            return refused("Choose what the wreckage is replaced with.");
        reply.replace.push_back({building.id, a.chosen[0]});
        // What was bought for the building stays on the table as ordinary battlefield debris.
        for (const auto* piece : bought_pieces(b, building.id))
            reply.attributes.push_back(erase(piece->id, ops::kBoughtFor));
        return reply;
    }
    if (a.control_key == "void-shield") {
        if (a.rolls.empty() || a.rolls.front().table_id != kVoidShieldTable)
            return refused("Roll to restore the void shield.");
        reply.rolls.push_back({building.id, a.rolls.front()});
        return reply;
    }
    return bb::make_error("The damage panel has no control \"" + a.control_key + "\".");
}

bb::Result<panel::ActionReply> act_on_bought(const TerrainPiece& piece, const panel::Action& a) {
    panel::ActionReply reply;
    if (a.control_key == "weapon") {
        if (a.chosen.size() != 1 || !find_battlement_upgrade(piece.catalogue_id, a.chosen[0]))
            return refused("Choose the weapon it carries.");
        reply.attributes.push_back(set(piece.id, ops::kWeapon, a.chosen[0]));
    } else if (a.control_key == "select-fortification") {
        reply.select = true;
        reply.select_piece = bought_for(piece).value_or(0);
    } else if (a.control_key == "unbuy") {
        reply.attributes.push_back(erase(piece.id, ops::kBoughtFor));
    } else {
        return bb::make_error("The panel has no control \"" + a.control_key + "\".");
    }
    return reply;
}

}  // namespace

bb::Result<panel::PanelsReply> panels(const panel::PanelsRequest& request) {
    const auto& b = request.battlefield;
    panel::PanelsReply reply;
    reply.shown_by_panels = shown_by_panels();
    for (const auto& piece : b.pieces) {
        const std::string state = building_state(piece);
        if (state == "ruins") reply.marks.push_back({panel::MarkKind::Badge, piece.id, 0, "Ruins", Tone::Result});
        if (state == "wreckage") reply.marks.push_back({panel::MarkKind::Badge, piece.id, 0, "Wreckage", Tone::Breach});
        if (const int lost = armour_lost(piece); lost > 0)
            reply.marks.push_back({panel::MarkKind::Badge, piece.id, 0, "AV -" + std::to_string(lost), Tone::Result});
    }
    auto state = sdk::unpack_state<BattleState>(b.plugin_state, kStateVersion);
    if (!state) return bb::make_error("The battle's score was saved by another version of this game system.");
    reply.panels.push_back(sdk::vp::panel(state->vp));
    const auto* piece = sdk::selected_piece(request);
    if (!piece) return reply;
    auto findings = validate_setup(b);
    if (!findings) return findings.error();
    const auto* kind = find_fortification_kind(piece->catalogue_id);
    // The 6" range of the selected fortification, or of the one the selected piece was bought for.
    const auto owner = kind ? std::optional(piece->id) : bought_for(*piece);
    if (owner && b.find_piece(*owner)) {
        const bool breach = std::any_of(findings->items.begin(), findings->items.end(),
                                        [&](const auto& f) { return is_range_breach(f) && names(f, *owner); });
        reply.marks.push_back({panel::MarkKind::Ring, *owner, kUpgradeRange, "", breach ? Tone::Breach : Tone::Legal});
    }
    if (const auto owner_id = bought_for(*piece)) {
        reply.panels.push_back(bought_panel(b, *piece, *owner_id, *findings));
        return reply;
    }
    if (!kind) return reply;
    // Damage first: it is short, and once the building falls it is what matters.
    if (kind->building) reply.panels.push_back(damage_panel(*piece));
    reply.panels.push_back(fortification_panel(b, *piece, *kind));
    return reply;
}

bb::Result<panel::ActionReply> act(const panel::ActionRequest& request) {
    if (request.action.panel_key == sdk::vp::kPanel) return sdk::vp::act_on<BattleState, kStateVersion>(request);
    const auto& b = request.context.battlefield;
    const auto* piece = sdk::selected_piece(request.context);
    if (!piece) return bb::make_error("Select the piece first.");
    const auto& key = request.action.panel_key;
    const auto* kind = find_fortification_kind(piece->catalogue_id);
    if (key == "bought" && bought_for(*piece)) return act_on_bought(*piece, request.action);
    if (key == "damage" && kind && kind->building) return act_on_damage(b, *piece, request.action);
    if (key == "fortification" && kind) return act_on_fortification(b, *piece, *kind, request.action);
    return bb::make_error("There is no panel \"" + key + "\" for " + piece->label + ".");
}

}  // namespace wh40k7
