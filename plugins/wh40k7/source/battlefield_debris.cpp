#include "battlefield_debris.hpp"

#include "upgrade_lists.hpp"

namespace wh40k7 {

using bb::geo::ellipse;
using bb::geo::rectangle;
using bb::sys::CatalogueEntry;
using bb::sys::Property;

namespace {

constexpr const char* kCategory = "Battlefield Debris";

Property cover(double save, bb::sys::SourceRef source) {
    return {"cover-save", "Cover save", save, "+", std::move(source)};
}
Property within(const char* key, const char* label, double inches, bb::sys::SourceRef source) {
    return {key, label, inches, "\"", std::move(source)};
}

// What the piece costs when a fortification buys it, from the price lists.
void add_upgrade_prices(CatalogueEntry& entry) {
    if (const auto* obstacle = find_obstacle_upgrade(entry.id))
        entry.properties.push_back({"obstacle-points", "Obstacle upgrade, per section",
                                    double(obstacle->points_per_section), "pts", price_source(*obstacle)});
    for (const auto& upgrade : battlement_upgrades()) {
        if (upgrade.catalogue_id != entry.id) continue;
        const std::string weapon(upgrade.weapon);
        entry.properties.push_back(
            {weapon.empty() ? "battlement-upgrade-points" : "battlement-upgrade-points:" + weapon,
             std::string(upgrade.name) + " (Battlement & Battlefield upgrade)", double(upgrade.points), "pts",
             price_source(upgrade)});
    }
}

}  // namespace

// Footprints and heights are typical models of each piece (the rules give none); players resize them. Each piece's
// text restates its own paragraph of the seed and nothing else; its prices come from the fortifications' lists.
std::vector<CatalogueEntry> battlefield_debris() {
    std::vector<CatalogueEntry> entries = {
        {.id = "ammunition-dump",
         .name = "Ammunition Dump",
         .category = kCategory,
         .text = "A ready stock of ammunition. In the Shooting phase, failed To Hit rolls of 1 are re-rolled for a "
                 "model within 2\" of it. Cover save 5+ for a model in cover behind it.",
         .footprint = rectangle(3, 2),
         .height = 1.5,
         .properties = {cover(5, {"Ammunition Dump", "behind an ammunition dump has a 5+"}),
                        within("effect-range", "Re-roll failed To Hit rolls of 1 within", 2,
                               {"Ammunition Dump", "within 2\" of an ammunition dump"})},
         .source = {"Ammunition Dump", "failed To Hit rolls of 1"}},
        {.id = "barricades-and-walls",
         .name = "Barricades and Walls",
         .category = kCategory,
         .abilities = {"fight-across"},
         .text = "Hastily built obstacles, or what is left of once proud structures. Cover save 4+ for a model in "
                 "cover behind them.",
         .footprint = rectangle(6, 1),
         .height = 1.5,
         .properties = {cover(4, {"Barricades and Walls", "barricade or wall has a 4+"}),
                        within("fight-across-range", "Counts as base contact across it within", 2,
                               {"Barricades and Walls", "within 2\" of each other are treated"})},
         .source = {"Barricades and Walls", "barricade or wall has a 4+"}},
        {.id = "comms-relay",
         .name = "Comms Relay",
         .category = kCategory,
         .text = "A working relay helps coordinate reserves. Reserves rolls may be re-rolled by any player who has "
                 "an unengaged model within 2\" of it. Cover save 5+ for a model in cover behind it.",
         .footprint = rectangle(2, 2),
         .height = 3,
         .properties = {cover(5, {"Comms Relay", "behind a comms relay has a 5+"}),
                        within("effect-range", "Re-roll Reserves rolls with an unengaged model within", 2,
                               {"Comms Relay", "within 2\" of a comms relay"})},
         .source = {"Comms Relay", "can re-roll Reserves rolls"}},
        {.id = "defence-lines",
         .name = "Defence Lines",
         .category = kCategory,
         .abilities = {"fight-across"},
         .text = "Armoured shield sections linked together. Cover save 4+ for a model in cover behind them; a unit "
                 "that Goes to Ground behind one gets +2 to its cover save instead of +1.",
         .footprint = rectangle(6, 1.5),
         .height = 1.5,
         .properties = {cover(4, {"Defence Lines", "behind a defence line has a 4+"}),
                        within("fight-across-range", "Counts as base contact across it within", 2,
                               {"Defence Lines", "within 2\" of each other are treated"}),
                        {"go-to-ground-bonus",
                         "Go to Ground bonus to the cover save",
                         2,
                         "",
                         {"Defence Lines", "it gains +2 to its cover save"}}},
         .source = {"Defence Lines", "it gains +2 to its cover save"},
         .attached_because = {{"fight-across", {"Defence Lines", "treated as being in base contact"}}}},
        {.id = "forest",
         .name = "Forest",
         .category = kCategory,
         .text = "Wooded areas: always difficult terrain at the least, and usually area terrain as well; it can also "
                 "be a Mysterious Forest. Models within a forest's boundaries have a 5+ cover save.",
         .footprint = ellipse(10, 8),
         .height = 5,
         .properties = {cover(5, {"Forest", "boundaries benefit from a 5+ cover save"})},
         .source = {"Forest", "Always at least difficult terrain"}},
        {.id = "fuel-reserve",
         .name = "Fuel Reserve",
         .category = kCategory,
         .text =
             "Armoured fuel barrels. Cover save 5+ for a model in cover behind them, but each time a model "
             "passes that cover save, roll a D6 at once: on a 1 the barrel explodes. Place the large blast "
             "marker centred on the model that saved; each unit under it takes as many Strength 3, AP - hits as it has "
             "models at least partly under the template.",
         .footprint = rectangle(3, 2),
         .height = 1.5,
         .tables = {"fuel-reserve-explosion"},
         .properties =
             {cover(5, {"Fuel Reserve", "fuel reserve, it has a 5+"}),
              {"explosion-strength", "Explosion hits at Strength", 3, "", {"Fuel Reserve", "(Strength 3, AP -) hits"}}},
         .source = {"Fuel Reserve", "roll of 1, the barrel explodes"}},
        {.id = "gun-emplacement",
         .name = "Gun Emplacement",
         .category = kCategory,
         .text = "An abandoned gun battery that still works. One model that is not a vehicle, in base contact with "
                 "it, may fire it in place of its own weapon under the normal shooting rules, and counts as "
                 "stationary when it does, even if it moved in its last Movement phase. Cover save 4+ for a model "
                 "in cover behind it. Enemies may shoot it and attack it in close combat, where it is hit "
                 "automatically, with Toughness 7, Wounds 2 and Armour Save 3+. The most common guns: Icarus "
                 "Lascannon (96\", S9, AP2, Heavy 1, Interceptor, Skyfire) and Quad-gun (48\", S7, AP4, Heavy 4, "
                 "Interceptor, Skyfire, Twin-linked).",
         .footprint = rectangle(2, 2),
         .height = 2,
         .properties =
             {cover(4, {"Gun Emplacement", "behind a gun emplacement has a 4+"}),
              {"toughness", "Toughness", 7, "", {"Gun Emplacement", "Toughness 7, Wounds 2, Armour Save 3+"}},
              {"wounds", "Wounds", 2, "", {"Gun Emplacement", "Toughness 7, Wounds 2, Armour Save 3+"}},
              {"armour-save", "Armour Save", 3, "+", {"Gun Emplacement", "Toughness 7, Wounds 2, Armour Save 3+"}},
              {"icarus-lascannon-range",
               "Icarus Lascannon range",
               96,
               "\"",
               {"Gun Emplacement", "Icarus Lascannon 96\" 9 2 Heavy 1"}},
              {"icarus-lascannon-strength",
               "Icarus Lascannon Strength",
               9,
               "",
               {"Gun Emplacement", "Icarus Lascannon 96\" 9 2 Heavy 1"}},
              {"icarus-lascannon-ap",
               "Icarus Lascannon AP",
               2,
               "",
               {"Gun Emplacement", "Icarus Lascannon 96\" 9 2 Heavy 1"}},
              {"icarus-lascannon-shots",
               "Icarus Lascannon shots (Heavy)",
               1,
               "",
               {"Gun Emplacement", "Icarus Lascannon 96\" 9 2 Heavy 1"}},
              {"quad-gun-range", "Quad-gun range", 48, "\"", {"Gun Emplacement", "Quad-gun 48\" 7 4 Heavy 4"}},
              {"quad-gun-strength", "Quad-gun Strength", 7, "", {"Gun Emplacement", "Quad-gun 48\" 7 4 Heavy 4"}},
              {"quad-gun-ap", "Quad-gun AP", 4, "", {"Gun Emplacement", "Quad-gun 48\" 7 4 Heavy 4"}},
              {"quad-gun-shots", "Quad-gun shots (Heavy)", 4, "", {"Gun Emplacement", "Quad-gun 48\" 7 4 Heavy 4"}}},
         .source = {"Gun Emplacement", "fire it instead of his own weapon"}},
        {.id = "impact-crater",
         .name = "Impact Crater",
         .category = kCategory,
         .text = "Left by shelling, mines and bombardments from orbit. Impact craters are area terrain; "
                 "a model in cover within one has a 5+ cover save.",
         .footprint = ellipse(6, 6),
         .height = 1,
         .properties = {cover(5, {"Impact Crater", "impact crater it has a 5+"})},
         .source = {"Impact Crater", "Impact Craters are area terrain"}},
        {.id = "imperial-statuary",
         .name = "Imperial Statuary",
         .category = kCategory,
         .text = "The statue of an ancient hero. Models from Imperium armies are Fearless while within 2\" of it. "
                 "Cover save 3+ for a model in cover behind it.",
         .footprint = rectangle(2, 2),
         .height = 4,
         .properties = {cover(3, {"Imperial Statuary", "behind Imperial statuary has a 3+"}),
                        within("effect-range", "Imperium models Fearless within", 2,
                               {"Imperial Statuary", "Imperium are Fearless whilst within 2\""})},
         .source = {"Imperial Statuary", "Imperium are Fearless whilst within 2\""}},
        {.id = "ridgeline",
         .name = "Ridgeline / Hill Crests",
         .category = kCategory,
         .text = "The lee of a hill. Normally treated as open ground; one that is particularly severely sloped "
                 "might instead be difficult or even dangerous terrain. Cover save 4+ for a model in cover behind "
                 "it.",
         .footprint = ellipse(12, 6),
         .height = 2,
         .properties = {cover(4, {"Ridgeline / Hill Crests", "hill crest, it has a 4+"})},
         .source = {"Ridgeline / Hill Crests", "normally be treated as open ground"}},
        {.id = "shield-generators",
         .name = "Shield Generators",
         .category = kCategory,
         .text = "Pylons that come in groups of two or more; what stops shots and movement is the zone between "
                 "them, not the pylons. Two shield generators within 6\" of each other raise a shield barrier "
                 "along the straight line joining them: impassable terrain as tall as the generators. Wounds from "
                 "shooting attacks through a shield barrier or a generator get a 3+ invulnerable save.",
         .footprint = ellipse(2, 2, 12),
         .height = 4,
         .properties = {{"invulnerable-save",
                         "Invulnerable save through the barrier",
                         3,
                         "+",
                         {"Shield Generators", "benefit from a 3 + invulnerable save"}},
                        within("barrier-range", "Forms a shield barrier with another generator within", 6,
                               {"Shield Generators", "two shield generators are within 6\""})},
         .source = {"Shield Generators", "the direct line between them is treated"}},
        {.id = "shrine-to-chaos",
         .name = "Shrine to Chaos",
         .category = kCategory,
         .text = "A monument of the Dark Gods. While within 2\" of it, Chaos Space Marines re-roll failed "
                 "invulnerable saves, and so do models with the Daemon special rule. Cover save 4+ for a model in "
                 "cover behind it.",
         .footprint = rectangle(3, 3),
         .height = 4,
         .properties = {cover(4, {"Shrine to Chaos", "shrine to chaos, it has a 4+"}),
                        within("effect-range", "Re-roll failed invulnerable saves within", 2,
                               {"Shrine to Chaos", "whilst they remain within 2\""})},
         .source = {"Shrine to Chaos", "can re-roll failed invulnerable saves"}},
        {.id = "tanglewire",
         .name = "Tanglewire",
         .category = kCategory,
         .text = "Barbed coils that can be fatal to infantry: dangerous terrain. Cover save 6+ for a model in cover "
                 "behind it.",
         .footprint = rectangle(6, 1),
         .height = 1,
         .properties = {cover(6, {"Tanglewire", "behind tanglewire has a 6+"})},
         .source = {"Tanglewire", "Tanglewire is dangerous terrain"}},
        {.id = "tank-traps",
         .name = "Tank Traps",
         .category = kCategory,
         .text = "Obstacles that only vehicles cannot pass freely. Vehicles without Skimmer: impassable terrain. "
                 "Bikes: dangerous terrain. Every other unit: open ground. Cover save 4+ for a model in cover behind "
                 "them.",
         .footprint = rectangle(6, 2),
         .height = 2,
         .properties = {cover(4, {"Tank Traps", "behind tank traps has a 4+"})},
         .source = {"Tank Traps", "impassable terrain to non-Skimmer vehicles"}},
        {.id = "trench-lines",
         .name = "Trench Lines",
         .category = kCategory,
         .text = "Defences dug into the battlefield: difficult terrain. A model in a trench line that is in cover "
                 "has a 4+ cover save.",
         .footprint = rectangle(8, 2),
         .height = 0.5,
         .properties = {cover(4, {"Trench Lines", "in cover, it has a 4+"})},
         .source = {"Trench Lines", "Trench lines are difficult terrain"}},
        {.id = "water-obstacles",
         .name = "Water Obstacles",
         .category = kCategory,
         .text = "Rivers, lakes and pools; one can also be a Mysterious River. Always difficult terrain at the "
                 "least, though there is usually a place to cross it, a bridge or a ford, which counts as open "
                 "terrain.",
         .footprint = ellipse(12, 5),
         .height = 0.5,
         .source = {"Water Obstacles", "always at least difficult terrain"}},
        {.id = "wild-undergrowth",
         .name = "Wild Undergrowth",
         .category = kCategory,
         .text = "Twisted, knotted plants that hinder both shooting and movement: difficult terrain. Cover save 5+ "
                 "for a model in cover behind it.",
         .footprint = ellipse(6, 5),
         .height = 2,
         .properties = {cover(5, {"Wild Undergrowth", "behind wild undergrowth, it has a 5+"})},
         .source = {"Wild Undergrowth", "Wild undergrowth is difficult terrain"}},
        {.id = "wreckage-and-rubble",
         .name = "Wreckage and Rubble",
         .category = kCategory,
         .text = "Twisted metal and shattered ceramite left from earlier battles: area terrain. Cover save 4+ for a "
                 "model in cover behind it.",
         .footprint = ellipse(6, 4),
         .height = 1.5,
         .properties = {cover(4, {"Wreckage and Rubble", "behind wreckage or rubble has a 4+"})},
         .source = {"Wreckage and Rubble", "Wreckage and rubble are area terrain"}},
    };
    for (auto& entry : entries) add_upgrade_prices(entry);
    return entries;
}

std::vector<bb::sys::Ability> debris_abilities() {
    // Printed for barricades and walls, and again in the same words for defence lines (which say so themselves).
    return {{"fight-across",
             "Fighting across",
             "For charge moves, two models on either side of this piece, each in base contact with it and within 2\" "
             "of each other, count as being in base contact, and they fight although their bases do not touch.",
             {},
             {"Barricades and Walls", "treated as being in base contact"}}};
}

std::vector<bb::sys::DiceTable> debris_tables() {
    bb::sys::DiceTable explosion{
        "fuel-reserve-explosion",
        "Fuel Reserve explosion",
        "each time a model in cover behind a fuel reserve passes its cover save",
        {1, 6, 0},
        {{1, 1, "Boom!",
          "The barrel explodes: place the large blast marker centred on the model that saved. Each unit under it takes "
          "a "
          "Strength 3, AP - hit for every one of its models at least partly under the template.",
          ""},
         {2, 6, "Holds", "The barrel does not explode.", ""}}};
    explosion.source = {"Fuel Reserve", "roll of 1, the barrel explodes"};
    return {explosion};
}

}  // namespace wh40k7
