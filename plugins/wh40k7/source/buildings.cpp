#include "buildings.hpp"

#include "building_damage.hpp"
#include "upgrade_lists.hpp"

namespace wh40k7 {

using bb::geo::rectangle;
using bb::sys::CatalogueEntry;

namespace {

CatalogueEntry building(std::string id, std::string name, std::string text, bb::geo::Polygon footprint, double height,
                        std::uint32_t levels) {
    CatalogueEntry entry{.id = std::move(id),
                         .name = std::move(name),
                         .category = "Building",
                         .text = std::move(text),
                         .footprint = std::move(footprint),
                         .height = height,
                         .levels = levels};
    for (const auto& table : building_damage_tables())
        if (table.id != kArmourLossTable) entry.tables.push_back(table.id);
    entry.tables.push_back(void_shield_table().id);
    return entry;
}

// Slots, battlements and the building upgrades' prices, from the price lists.
void add_purchases(CatalogueEntry& entry) {
    const FortificationKind* kind = find_fortification_kind(entry.id);
    entry.properties.push_back({"upgrade-slots", "Building upgrade slots", double(kind->upgrade_slots), ""});
    entry.properties.push_back({"battlements", "Has battlements (1 yes, 0 no)", kind->battlements ? 1.0 : 0.0, ""});
    if (kind->upgrade_slots == 0) return;
    for (const auto& upgrade : building_upgrades())
        entry.properties.push_back(
            {"building-upgrade:" + std::string(upgrade.id), std::string(upgrade.name), double(upgrade.points), "pts"});
}

}  // namespace

// Sizes, heights and floors are typical models (the rules give none); players resize them and set the
// "battlements" attribute when a building differs.
std::vector<CatalogueEntry> fortifications() {
    std::vector<CatalogueEntry> entries = {
        building("building-small", "Small building", "A small fortification building: it may buy one building upgrade.",
                 rectangle(5, 5), 5, 1),
        building("building-medium", "Medium building",
                 "A medium fortification building: it may buy up to two building upgrades.", rectangle(8, 6), 7, 2),
        building("building-large", "Large building",
                 "A large fortification building: it may buy up to three building upgrades.", rectangle(10, 10), 9, 3),
        {.id = "fortification",
         .name = "Other fortification",
         .category = "Fortification",
         .text = "A fortification that is not a building, such as a defence line taken as a fortification. It may buy "
                 "obstacles and a Battlement & Battlefield upgrade, but no building upgrades.",
         .footprint = rectangle(8, 2),
         .height = 1.5},
    };
    for (auto& entry : entries) add_purchases(entry);
    return entries;
}

std::vector<bb::sys::Ability> building_upgrade_rules() {
    return {
        {"ammo-store",
         "Ammo Store",
         "Spare ammunition is stacked inside. A unit occupying the building re-rolls To Hit rolls of 1 when it fires "
         "from the building's fire points; this does not help a model firing an emplaced weapon by hand.",
         {}},
        {"booby-traps",
         "Booby Traps",
         "The building is rigged. The first unit, friend or foe, to occupy it at once takes 2D6 hits at Strength 4, "
         "AP5, with the Ignores Cover special rule.",
         {}},
        {"escape-hatch",
         "Escape Hatch",
         "A hidden way out. When the building is first occupied, its owner may put an escape hatch marker anywhere "
         "within 12\" of it, not in impassable terrain or inside another building. The marker is an extra Access "
         "Point of the building, but a model going through it may not use the Repel the Enemy special rule.",
         {}},
        {"magos-machine-spirit",
         "Magos Machine Spirit",
         "A machine spirit aims the building's guns: its automated fire uses BS3.",
         {}},
        {"searchlights",
         "Searchlights",
         "The building has searchlights, which work like a vehicle's searchlights in the Warhammer 40,000 "
         "rulebook.",
         {}},
        {"void-shield",
         "Void Shield",
         "While the void shield is up, hits from shooting attacks on the building, on models embarked in it or on "
         "its battlements strike the void shield instead; it has Armour Value 12. A glancing or penetrating hit on "
         "it, or any hit from a Destroyer weapon, makes it collapse, and later hits strike their real targets. At "
         "the end of each of its controlling player's turns, roll a D6 for a collapsed void shield: on a 5+ it is "
         "back at once.",
         {}},
    };
}

std::vector<bb::sys::RulesSection> fortification_rules() {
    return {
        {"building-upgrades",
         "Building upgrades",
         "Only fortifications that are buildings may buy these: a small building one, a medium building up to two, "
         "a large building up to three, and never the same upgrade twice on one building. The first time any unit, "
         "friend or foe, occupies an upgraded building, its owner reveals every upgrade it has. Unless an upgrade "
         "says so, it does not affect the building's battlements. List them in the building's \"upgrades\" "
         "attribute, e.g. ammo-store,void-shield.",
         {}},
        {"multiple-part-buildings",
         "Multiple part buildings",
         "An upgrade bought for one part of a building made of several parts works for that part only; to give the "
         "whole building an upgrade, pay for it on every part. Each part except the battlements may have its own "
         "upgrades. Place each part as its own piece.",
         {}},
        {"obstacles",
         "Obstacles",
         "Obstacle upgrades are short sections of battlefield debris, each no longer than 6\". A fortification may "
         "buy up to six sections in any mix of Tanglewire (5 pts per section), Barricades (10 pts per section) and "
         "Tank Traps (15 pts per section). They are set up together with their fortification, wholly within 6\" of "
         "it. Set each section's \"bought-for\" attribute to its fortification's piece id.",
         {}},
        {"battlements-and-battlefield",
         "Battlements & Battlefield",
         "Each fortification may buy one Battlement & Battlefield upgrade, a single piece of battlefield debris: "
         "a Comms Relay or an Ammunition Dump for 20 pts each, a Gun Emplacement with Quad-gun for 50 pts, or a "
         "Gun Emplacement with Icarus Lascannon for 35 pts. Place it on the fortification's battlements, if it is a "
         "building that "
         "has them, or anywhere on the table wholly within 6\" of the fortification. Set its \"bought-for\" "
         "attribute to the fortification's piece id.",
         {}},
    };
}

bb::sys::DiceTable void_shield_table() {
    return {"void-shield-restore",
            "Void Shield restore",
            "at the end of each of the controlling player's turns, for "
            "a building whose void shield has collapsed",
            {1, 6, 0},
            {{1, 4, "Still down", "The void shield stays down.", ""},
             {5, 6, "Restored", "The void shield is up again at once.", ""}}};
}

}  // namespace wh40k7
