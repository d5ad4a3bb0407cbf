#include "buildings.hpp"

#include "building_damage.hpp"
#include "upgrade_lists.hpp"

namespace wh40k7 {

using bb::geo::rectangle;
using bb::sys::CatalogueEntry;

namespace {

CatalogueEntry building(std::string id, std::string name, std::string text, bb::sys::SourceRef source,
                        bb::geo::Polygon footprint, double height, std::uint32_t levels) {
    CatalogueEntry entry{.id = std::move(id),
                         .name = std::move(name),
                         .category = "Building",
                         .text = std::move(text),
                         .footprint = std::move(footprint),
                         .height = height,
                         .levels = levels,
                         .source = std::move(source)};
    for (const auto& table : building_damage_tables())
        if (table.id != kArmourLossTable) entry.tables.push_back(table.id);
    entry.tables.push_back(void_shield_table().id);
    return entry;
}

// Slots, battlements and the building upgrades' prices, from the price lists.
void add_purchases(CatalogueEntry& entry) {
    const FortificationKind* kind = find_fortification_kind(entry.id);
    entry.properties.push_back(
        {"upgrade-slots", "Building upgrade slots", double(kind->upgrade_slots), "", entry.source});
    // Only a building may have battlements; whether one does is the player's to set (the piece's attribute).
    entry.properties.push_back({"battlements",
                                kind->building ? "Has battlements (Battleboard's default until set: 1 yes, 0 no)"
                                               : "Has battlements (1 yes, 0 no)",
                                kind->battlements ? 1.0 : 0.0,
                                "",
                                {"Battlements & Battlefield", "if it is a building with battlements"}});
    if (kind->upgrade_slots == 0) return;
    for (const auto& upgrade : building_upgrades())
        entry.properties.push_back({"building-upgrade:" + std::string(upgrade.id), std::string(upgrade.name),
                                    double(upgrade.points), "pts", price_source(upgrade)});
}

}  // namespace

// Sizes, heights and floors are typical models (the rules give none); players resize them and set the
// "battlements" attribute when a building differs.
std::vector<CatalogueEntry> fortifications() {
    std::vector<CatalogueEntry> entries = {
        building("building-small", "Small building", "A small fortification building: it may buy one building upgrade.",
                 {"Buildings", "small building can purchase a single"}, rectangle(5, 5), 5, 1),
        building("building-medium", "Medium building",
                 "A medium fortification building: it may buy up to two building upgrades.",
                 {"Buildings", "medium building can purchase up to two"}, rectangle(8, 6), 7, 2),
        building("building-large", "Large building",
                 "A large fortification building: it may buy up to three building upgrades.",
                 {"Buildings", "large building can purchase up to three"}, rectangle(10, 10), 9, 3),
        {.id = "fortification",
         .name = "Other fortification",
         .category = "Fortification",
         .text = "A fortification that is not a building. It may buy obstacles and a Battlement & Battlefield "
                 "upgrade, but no building upgrades.",
         .footprint = rectangle(8, 2),
         .height = 1.5,
         .source = {"Buildings", "purchased for fortifications that are buildings"}},
    };
    for (auto& entry : entries) add_purchases(entry);
    return entries;
}

std::vector<bb::sys::Ability> building_upgrade_rules() {
    return {
        {"ammo-store",
         "Ammo Store",
         "Spare ammunition is stockpiled inside. A unit occupying the building re-rolls To Hit rolls of 1 when it "
         "fires from the building's fire points; this does not help a model firing an emplaced weapon by hand.",
         {},
         {"Ammo Store", "To Hit rolls of a 1"}},
        {"booby-traps",
         "Booby Traps",
         "The building is rigged. The first unit, friend or foe, to occupy it at once takes 2D6 hits at Strength 4, "
         "AP5, with the Ignores Cover special rule.",
         {},
         {"Booby Traps", "2D6 Strength 4 AP5 hits"}},
        {"escape-hatch",
         "Escape Hatch",
         "A hidden way out. When the building is first occupied, its owner may place an escape hatch marker up to "
         "12\" from it, anywhere that is not impassable terrain or inside another building. The marker is an extra "
         "Access "
         "Point of the building, but models that use it may not use the Repel the Enemy special rule.",
         {},
         {"Escape Hatch", "anywhere within 12\" of the building"}},
        {"magos-machine-spirit",
         "Magos Machine Spirit",
         "The building has a machine spirit of its own: its automated fire is resolved at BS3.",
         {},
         {"Magos Machine Spirit", "automated fire is resolved using BS3"}},
        {"searchlights",
         "Searchlights",
         "The building has searchlights, which work like a vehicle's searchlights in the Warhammer 40,000 "
         "rulebook.",
         {},
         {"Searchlights", "same rules as vehicle searchlights"}},
        {"void-shield",
         "Void Shield",
         "While the void shield is up, hits from shooting attacks on the building, on models embarked in it or on "
         "its battlements strike the void shield instead; it has Armour Value 12. A glancing or penetrating hit on "
         "it, or any hit from a Destroyer weapon, makes it collapse, and later hits strike their real targets. At "
         "the end of each of its controlling player's turns, roll a D6 for a collapsed void shield: on a 5+ it is "
         "back at once.",
         {},
         {"Void Shield", "has an Armour Value of 12"}},
    };
}

std::vector<bb::sys::RulesSection> fortification_rules() {
    return {
        {"building-upgrades",
         "Building upgrades",
         "Only fortifications that are buildings may buy these: a small building one, a medium building up to two, "
         "a large building up to three, and never the same upgrade twice on one building. The first time any unit, "
         "friend or foe, occupies an upgraded building, its owner reveals every upgrade it has. Unless an upgrade "
         "says so, it does not affect the building's battlements.",
         {},
         {"Buildings", "can only have one of each upgrade"}},
        {"multiple-part-buildings",
         "Multiple part buildings",
         "An upgrade bought for one part of a building made of several parts works for that part only; to give the "
         "whole building an upgrade, pay for it on every part. Each part except the battlements may have its own "
         "upgrades.",
         {},
         {"Multiple Part Buildings and Upgrades", "part it was purchased for"}},
        {"obstacles",
         "Obstacles",
         "Obstacle upgrades are short sections of battlefield debris, each no longer than 6\". A fortification may "
         "buy up to six sections in any mix of Tanglewire (5 pts per section), Barricades (10 pts per section) and "
         "Tank Traps (15 pts per section). They are set up at the same time as their fortification, wholly within "
         "6\" of it.",
         {},
         {"Obstacles", "up to six sections of obstacles"}},
        {"battlements-and-battlefield",
         "Battlements & Battlefield",
         "Each fortification may buy one Battlement & Battlefield upgrade, a single piece of battlefield debris: an "
         "Ammunition Dump or a Comms Relay for 20 pts each, a Gun Emplacement with Icarus Lascannon for 35 pts, or "
         "a Gun Emplacement with Quad-gun for 50 pts. It goes on the fortification's battlements when the "
         "fortification is a building with battlements; otherwise anywhere on the table wholly within 6\" of it.",
         {},
         {"Battlements & Battlefield", "can purchase a single Battlement & Battlefield upgrade"}},
    };
}

bb::sys::DiceTable void_shield_table() {
    return {"void-shield-restore",
            "Void Shield restore",
            "after each of the controlling player's turns, for a building whose void shield has collapsed",
            {1, 6, 0},
            {{1, 4, "Still down", "The void shield stays down.", ""},
             {5, 6, "Restored", "The void shield is up again at once.", ""}},
            {"Void Shield", "a roll of 5+ instantly restores it"}};
}

}  // namespace wh40k7
