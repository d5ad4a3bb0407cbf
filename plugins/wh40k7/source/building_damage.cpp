#include "building_damage.hpp"

#include "attributes.hpp"
#include "upgrade_lists.hpp"

#include <algorithm>
#include <climits>

namespace wh40k7 {

namespace ops = bb::plugin::wh40k7_ops;

namespace {

enum class Effect { None, LoseOneArmour, LoseD3Armour, Ruins, Wreckage };

// The table as the rules print it, totals after modifiers: 0-1 at the bottom, 7+ at the top. Each result is its
// own paragraph of the seed, named by the result.
struct DamageResult {
    int from, to;
    const char* result;
    const char* text;
    Effect effect;
    const char* phrase;  // words of the result's paragraph
};

constexpr DamageResult kResults[] = {
    {INT_MIN, 1, "Breach!",
     "Great cracks open in the walls: the building's Armour Value drops by 1 for the rest of the battle, on top of "
     "any other reductions.",
     Effect::LoseOneArmour, "Armour Value is reduced by 1"},
    {2, 2, "Tremor",
     "The building shakes and throws its occupants down. A unit occupying it may only make Snap Shots during the "
     "following turn, and if it leaves the building in its next turn it disembarks only 3\" instead of 6\".",
     Effect::None, "they can only disembark 3\""},
    {3, 3, "Partial Collapse",
     "Part of the roof falls in. A unit occupying the building takes D6 more Strength 6, AP - hits that have the "
     "Ignores Cover special rule; any emplaced weapons of the building may only fire Snap Shots during the "
     "following turn.",
     Effect::None, "an additional D6 Strength 6 AP- hits"},
    {4, 4, "Structural Collapse",
     "Internal supports give way and floors fall in. A unit occupying the building takes 2D6 more Strength 6, AP - "
     "hits that have the Ignores Cover special rule; if it has emplaced weapons, one chosen at random is "
     "destroyed and the rest may only fire Snap Shots during the following turn.",
     Effect::None, "an additional 2D6 Strength 6 AP- hits"},
    {5, 5, "Catastrophic Breach",
     "A huge slab falls from the building's flank: its Armour Value drops by D3 for the rest of the battle, on top "
     "of any other reductions; if it has emplaced weapons, one chosen at random is destroyed and the rest may only "
     "fire Snap Shots during the following turn.",
     Effect::LoseD3Armour, "Armour Value is reduced by D3"},
    {6, 6, "Total Collapse",
     "The roof and inner floors fall in and the building is destroyed: its emplaced weapons and battlement upgrades "
     "are destroyed, and each unit on its battlements takes D6 Strength 6, AP - hits that have the Ignores Cover "
     "special rule. An occupying unit takes 2D6 such hits and must then disembark at once, with an emergency "
     "disembarkation if need be (survivors may not disembark onto the battlements); models unable to disembark are "
     "removed as casualties. Units from the battlements and those that disembarked, unless destroyed, then take a "
     "Pinning test. The building stays where it is but can no longer be occupied; its roof is no longer a "
     "battlement, and from then on it follows the normal rules for ruins (though not the exceptions listed before "
     "this table).",
     Effect::Ruins, "uses the normal rules for ruins"},
    {7, INT_MAX, "Detonation!",
     "The shot sets off ammunition or fuel inside and the building is destroyed: its emplaced weapons and battlement "
     "upgrades are destroyed; each unit on its battlements takes 2D6 Strength 6, AP - hits that have the Ignores "
     "Cover special rule, then must at once move 6\" off the battlements (difficult terrain does not slow this move); "
     "models unable to do so are removed as casualties. An occupying unit takes 4D6 such hits and must then "
     "disembark at once, with an emergency disembarkation if need be (never onto the battlements); models unable "
     "to disembark are removed as casualties. Units from the battlements and those that disembarked, unless "
     "destroyed, then take a Pinning test. Remove the building and put scattered wreckage (area terrain) or a "
     "crater of about the same size (if you have one) in its place.",
     Effect::Wreckage, "suffers 4D6 Strength 6 AP- hits"},
};

bb::sys::DiceTable damage_table(const char* id, const char* name, int modifier) {
    bb::sys::DiceTable table{id, name, "", {1, 6, modifier}, {}};
    table.when = "a building rolls on the Building Damage Table";
    table.when += modifier == 0
                      ? " with no modifier"
                      : " with a net modifier of " + std::string(modifier > 0 ? "+" : "") + std::to_string(modifier);
    table.when +=
        " (results 0-1 Breach! to 7+ Detonation!). The updated table gives the results only: when to roll and the "
        "modifiers are your rulebook's";
    table.source = {"Updated Building Damage Table", "UPDATED BUILDING DAMAGE TABLE"};
    for (const DamageResult& r : kResults) {
        const int from = std::max(r.from, table.dice.lowest()), to = std::min(r.to, table.dice.highest());
        if (from <= to)
            table.rows.push_back(
                {from, to, r.result, r.text, r.effect == Effect::LoseD3Armour ? kArmourLossTable : ""});
    }
    return table;
}

const DamageResult* result_for(int total) {
    for (const DamageResult& r : kResults)
        if (r.from <= total && total <= r.to) return &r;
    return nullptr;
}

const bb::sys::DiceTable* find(const std::vector<bb::sys::DiceTable>& tables, const std::string& id) {
    for (const auto& t : tables)
        if (t.id == id) return &t;
    return nullptr;
}

bb::Result<int> roll_total(const std::vector<bb::sys::DiceTable>& tables, const bb::model::RollRecord& roll) {
    const bb::sys::DiceTable* table = find(tables, roll.table_id);
    if (!table) return bb::make_error("There is no Building Damage table '" + roll.table_id + "'.");
    if (!table->row_for(roll.total))
        return bb::make_error("A roll of " + std::to_string(roll.total) + " is not possible on " + table->name + " (" +
                              table->dice.text() + ").");
    return roll.total;
}

}  // namespace

bb::sys::SourceRef damage_result_source(const std::string& result) {
    for (const DamageResult& r : kResults)
        if (result == r.result) return {r.result, r.phrase};
    return {};
}

std::vector<bb::sys::DiceTable> building_damage_tables() {
    return {
        damage_table("building-damage", "Building Damage", 0),
        damage_table("building-damage-minus-1", "Building Damage (modifier -1)", -1),
        damage_table("building-damage-plus-1", "Building Damage (modifier +1)", 1),
        damage_table("building-damage-plus-2", "Building Damage (modifier +2)", 2),
        {kArmourLossTable,
         "Catastrophic Breach: Armour Value lost",
         "after a Catastrophic Breach",
         {1, 3, 0},
         {{1, 1, "Armour Value -1", "", ""}, {2, 2, "Armour Value -2", "", ""}, {3, 3, "Armour Value -3", "", ""}},
         {"Catastrophic Breach", "Armour Value is reduced by D3"}},
    };
}

bb::Result<ops::DamageOutcome> damage_building(const ops::BuildingDamage& request) {
    const bb::model::TerrainPiece& building = request.building;
    const FortificationKind* kind = find_fortification_kind(building.catalogue_id);
    if (!kind || !kind->building)
        return bb::make_error(building.label + " is not a building; only buildings roll on the Building Damage Table.");
    if (building_state(building) != "standing")
        return bb::make_error(building.label + " is already destroyed (" + building_state(building) + ").");
    const auto tables = building_damage_tables();
    if (request.rolls.empty() || request.rolls.front().table_id == kArmourLossTable)
        return bb::make_error("Roll on a Building Damage table first.");
    auto total = roll_total(tables, request.rolls.front());
    if (!total) return total.error();
    const DamageResult& result = *result_for(*total);

    ops::DamageOutcome outcome{building, result.result, result.text};
    const std::size_t rolls_expected = result.effect == Effect::LoseD3Armour ? 2 : 1;
    if (request.rolls.size() != rolls_expected)
        return bb::make_error(result.effect == Effect::LoseD3Armour
                                  ? "A Catastrophic Breach needs the D3 rolled on building-armour-loss as well."
                                  : "Only a Catastrophic Breach leads to a second roll.");
    switch (result.effect) {
        case Effect::LoseOneArmour: outcome.armour_lost = 1; break;
        case Effect::LoseD3Armour: {
            const auto& d3 = request.rolls[1];
            if (d3.table_id != kArmourLossTable || d3.total < 1 || d3.total > 3)
                return bb::make_error(
                    "The Armour Value lost to a Catastrophic Breach is a D3 (1 to 3) rolled on "
                    "building-armour-loss.");
            outcome.armour_lost = d3.total;
            break;
        }
        case Effect::Ruins: outcome.building.attributes[ops::kState] = "ruins"; break;
        case Effect::Wreckage:
            outcome.building.attributes[ops::kState] = "wreckage";
            outcome.replace_with = {"wreckage-and-rubble", "impact-crater"};
            break;
        case Effect::None: break;
    }
    if (outcome.armour_lost > 0)
        outcome.building.attributes[ops::kArmourLost] = std::to_string(armour_lost(building) + outcome.armour_lost);
    for (const auto& roll : request.rolls) outcome.building.rolls.push_back(roll);
    return outcome;
}

}  // namespace wh40k7
