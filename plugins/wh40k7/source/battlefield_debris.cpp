#include "battlefield_debris.hpp"

#include "upgrade_lists.hpp"

namespace wh40k7 {

using bb::geo::ellipse;
using bb::geo::rectangle;
using bb::sys::CatalogueEntry;
using bb::sys::Property;

namespace {

constexpr const char* kCategory = "Battlefield Debris";

Property cover(double save) { return {"cover-save", "Cover save", save, "+"}; }
Property within(const char* key, const char* label, double inches) { return {key, label, inches, "\""}; }

// What the piece costs when a fortification buys it, from the price lists.
void add_upgrade_prices(CatalogueEntry& entry) {
    if (const auto* obstacle = find_obstacle_upgrade(entry.id))
        entry.properties.push_back(
            {"obstacle-points", "Obstacle upgrade, per section", double(obstacle->points_per_section), "pts"});
    for (const auto& upgrade : battlement_upgrades()) {
        if (upgrade.catalogue_id != entry.id) continue;
        const std::string weapon(upgrade.weapon);
        entry.properties.push_back(
            {weapon.empty() ? "battlement-upgrade-points" : "battlement-upgrade-points:" + weapon,
             std::string(upgrade.name) + " (Battlement & Battlefield upgrade)", double(upgrade.points), "pts"});
    }
}

}  // namespace

// Footprints and heights are typical models of each piece (the rules give none); players resize them.
std::vector<CatalogueEntry> battlefield_debris() {
    std::vector<CatalogueEntry> entries = {
        {.id = "ammunition-dump",
         .name = "Ammunition Dump",
         .category = kCategory,
         .text = "Crates of spare ammunition. In the Shooting phase, a model within 2\" of it re-rolls failed To Hit "
                 "rolls of 1. Cover save 5+ for a model in cover behind it.",
         .footprint = rectangle(3, 2),
         .height = 1.5,
         .properties = {cover(5), within("effect-range", "Re-roll To Hit rolls of 1 within", 2)}},
        {.id = "barricades-and-walls",
         .name = "Barricades and Walls",
         .category = kCategory,
         .abilities = {"fight-across"},
         .text = "Makeshift barriers or the remnants of walls. Cover save 4+ for a model in cover behind them.",
         .footprint = rectangle(6, 1),
         .height = 1.5,
         .properties = {cover(4), within("fight-across-range", "Counts as base contact across it within", 2)}},
        {.id = "comms-relay",
         .name = "Comms Relay",
         .category = kCategory,
         .text = "A working communications mast. A player who has an unengaged model within 2\" of it may re-roll "
                 "Reserves rolls. Cover save 5+ for a model in cover behind it.",
         .footprint = rectangle(2, 2),
         .height = 3,
         .properties = {cover(5), within("effect-range", "Re-roll Reserves rolls with an unengaged model within", 2)}},
        {.id = "defence-lines",
         .name = "Defence Lines",
         .category = kCategory,
         .abilities = {"fight-across"},
         .text = "Linked sections of armoured shielding. Cover save 4+ for a model in cover behind them; a unit that "
                 "Goes to Ground behind a defence line adds 2 to its cover save instead of 1.",
         .footprint = rectangle(6, 1.5),
         .height = 1.5,
         .properties = {cover(4),
                        within("fight-across-range", "Counts as base contact across it within", 2),
                        {"go-to-ground-bonus", "Go to Ground bonus to the cover save", 2, ""}}},
        {.id = "forest",
         .name = "Forest",
         .category = kCategory,
         .text = "Wooded areas: difficult terrain at the least, and normally area terrain too; a forest may be a "
                 "Mysterious Forest. A model inside a forest's boundaries has a 5+ cover save.",
         .footprint = ellipse(10, 8),
         .height = 5,
         .properties = {cover(5)}},
        {.id = "fuel-reserve",
         .name = "Fuel Reserve",
         .category = kCategory,
         .text = "Armoured fuel drums. Cover save 5+ for a model in cover behind them, but each time a model passes "
                 "that cover save, roll a D6 at once: on a 1 the drums blow up. Centre the large blast marker on "
                 "the model that saved; each unit under it takes one Strength 3, AP - hit per model of that unit at "
                 "least partly under the template.",
         .footprint = rectangle(3, 2),
         .height = 1.5,
         .tables = {"fuel-reserve-explosion"},
         .properties = {cover(5), {"explosion-strength", "Explosion hits at Strength", 3, ""}}},
        {.id = "gun-emplacement",
         .name = "Gun Emplacement",
         .category = kCategory,
         .text = "An abandoned gun battery that still works. One model that is not a vehicle, in base contact, may "
                 "fire it instead of its own weapon under the normal shooting rules, and always counts as "
                 "stationary when it does. Cover save 4+ for a model in cover behind it. It can be shot and "
                 "attacked in close combat, where every attack hits it automatically; profile Toughness 7, Wounds "
                 "2, Armour Save 3+. The usual guns: Icarus Lascannon (96\", S9, AP2, Heavy 1, Interceptor, "
                 "Skyfire) and Quad-gun (48\", S7, AP4, Heavy 4, Interceptor, Skyfire, Twin-linked). When bought as "
                 "an upgrade, set its \"weapon\" attribute to icarus-lascannon or quad-gun.",
         .footprint = rectangle(2, 2),
         .height = 2,
         .properties = {cover(4),
                        {"toughness", "Toughness", 7, ""},
                        {"wounds", "Wounds", 2, ""},
                        {"armour-save", "Armour Save", 3, "+"},
                        {"icarus-lascannon-range", "Icarus Lascannon range", 96, "\""},
                        {"icarus-lascannon-strength", "Icarus Lascannon Strength", 9, ""},
                        {"icarus-lascannon-ap", "Icarus Lascannon AP", 2, ""},
                        {"icarus-lascannon-shots", "Icarus Lascannon shots (Heavy)", 1, ""},
                        {"quad-gun-range", "Quad-gun range", 48, "\""},
                        {"quad-gun-strength", "Quad-gun Strength", 7, ""},
                        {"quad-gun-ap", "Quad-gun AP", 4, ""},
                        {"quad-gun-shots", "Quad-gun shots (Heavy)", 4, ""}}},
        {.id = "impact-crater",
         .name = "Impact Crater",
         .category = kCategory,
         .text = "Left by shelling, mines or orbital strikes. Area terrain; a model in cover inside an impact crater "
                 "has a 5+ cover save.",
         .footprint = ellipse(6, 6),
         .height = 1,
         .properties = {cover(5)}},
        {.id = "imperial-statuary",
         .name = "Imperial Statuary",
         .category = kCategory,
         .text = "A monument to an Imperial hero. Models from Imperium armies are Fearless while within 2\" of it. "
                 "Cover save 3+ for a model in cover behind it.",
         .footprint = rectangle(2, 2),
         .height = 4,
         .properties = {cover(3), within("effect-range", "Imperium models Fearless within", 2)}},
        {.id = "ridgeline",
         .name = "Ridgeline / Hill Crests",
         .category = kCategory,
         .text = "The lee of a hill. Treat it as open ground, unless it is steep enough that the players make it "
                 "difficult or even dangerous terrain. Cover save 4+ for a model in cover behind it.",
         .footprint = ellipse(12, 6),
         .height = 2,
         .properties = {cover(4)}},
        {.id = "shield-generators",
         .name = "Shield Generators",
         .category = kCategory,
         .text = "Pylons that come in groups of two or more; the field between them, not the pylons, stops shots "
                 "and movement. When two shield generators are within 6\" of each other, the straight line joining "
                 "them is a shield barrier: impassable terrain as tall as the generators. Wounds from shooting "
                 "attacks that pass through a shield barrier or a shield generator get a 3+ invulnerable save.",
         .footprint = ellipse(2, 2, 12),
         .height = 4,
         .properties = {{"invulnerable-save", "Invulnerable save through the barrier", 3, "+"},
                        within("barrier-range", "Forms a shield barrier with another generator within", 6)}},
        {.id = "shrine-to-chaos",
         .name = "Shrine to Chaos",
         .category = kCategory,
         .text = "A monument of the Dark Gods. Chaos Space Marines and models with the Daemon special rule re-roll "
                 "failed invulnerable saves while within 2\" of it. Cover save 4+ for a model in cover behind it.",
         .footprint = rectangle(3, 3),
         .height = 4,
         .properties = {cover(4), within("effect-range", "Re-roll failed invulnerable saves within", 2)}},
        {.id = "tanglewire",
         .name = "Tanglewire",
         .category = kCategory,
         .text = "Coils of barbed wire, deadly to infantry: dangerous terrain. Cover save 6+ for a model in cover "
                 "behind it.",
         .footprint = rectangle(6, 1),
         .height = 1,
         .properties = {cover(6)}},
        {.id = "tank-traps",
         .name = "Tank Traps",
         .category = kCategory,
         .text = "Obstacles only vehicles struggle with. Vehicles without Skimmer: impassable terrain. Bikes: "
                 "dangerous terrain. Every other unit: open ground. Cover save 4+ for a model in cover behind them.",
         .footprint = rectangle(6, 2),
         .height = 2,
         .properties = {cover(4)}},
        {.id = "trench-lines",
         .name = "Trench Lines",
         .category = kCategory,
         .text = "Defences dug into the ground: difficult terrain. A model in a trench line that is in cover has a "
                 "4+ cover save.",
         .footprint = rectangle(8, 2),
         .height = 0.5,
         .properties = {cover(4)}},
        {.id = "water-obstacles",
         .name = "Water Obstacles",
         .category = kCategory,
         .text = "Rivers, lakes and pools; a river may be a Mysterious River. Always difficult terrain at the least, "
                 "though there is usually a bridge or ford somewhere that counts as open terrain. No cover save.",
         .footprint = ellipse(12, 5),
         .height = 0.5},
        {.id = "wild-undergrowth",
         .name = "Wild Undergrowth",
         .category = kCategory,
         .text = "Tangled, knotted plants that hamper both shooting and movement: difficult terrain. Cover save 5+ "
                 "for a model in cover behind it.",
         .footprint = ellipse(6, 5),
         .height = 2,
         .properties = {cover(5)}},
        {.id = "wreckage-and-rubble",
         .name = "Wreckage and Rubble",
         .category = kCategory,
         .text = "Twisted metal and broken ceramite from earlier fighting: area terrain. Cover save 4+ for a model in "
                 "cover behind it.",
         .footprint = ellipse(6, 4),
         .height = 1.5,
         .properties = {cover(4)}},
    };
    for (auto& entry : entries) add_upgrade_prices(entry);
    return entries;
}

std::vector<bb::sys::Ability> debris_abilities() {
    return {{"fight-across",
             "Fighting across",
             "For charge moves, two models that are each in base contact with this piece and within 2\" of each "
             "other count as being in base contact, and they fight even though they are not actually touching.",
             {}}};
}

std::vector<bb::sys::DiceTable> debris_tables() {
    return {{"fuel-reserve-explosion",
             "Fuel Reserve explosion",
             "each time a model in cover behind a fuel reserve "
             "passes its cover save",
             {1, 6, 0},
             {{1, 1, "Boom!",
               "The drums explode: centre the large blast marker on the model that saved. Each unit "
               "under it takes a Strength 3, AP - hit for every one of its models at least partly under it.",
               ""},
              {2, 6, "Holds", "The drums hold.", ""}}}};
}

}  // namespace wh40k7
