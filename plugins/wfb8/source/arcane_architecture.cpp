// Examples of Arcane Architecture: Acropolis of Heroes to Wizard's Tower.
#include "categories.hpp"
#include "entry_builders.hpp"
#include "named_examples.hpp"
#include "properties.hpp"

namespace wfb8 {

using bb::geo::ellipse;
using bb::geo::rectangle;

namespace {

// A piece whose own section gives its effect a range of `radius` inches (`within`: the words that say so).
bb::sys::CatalogueEntry architecture(const char* id, const char* name, double radius, const char* within,
                                     std::string text, std::vector<bb::sys::Property> properties = {},
                                     std::vector<std::string> tables = {}) {
    properties.insert(properties.begin(), property(key::kAuraRadius, radius, {name, within}));
    return example(arcane_architecture(), id, name, within, std::move(text), std::move(properties), std::move(tables));
}

}  // namespace

Examples arcane_architecture_examples() {
    Examples out;
    out.entries = {
        shaped(
            architecture(
                "acropolis-of-heroes", "Acropolis of Heroes", 6, "Units within 6\" of the Acropolis of Heroes",
                effect("Every unit within 6\"; the unit garrisoning it.", "While within 6\" or inside.",
                       "Units within 6\" are Stubborn. Its garrison gets +1 To Hit in close combat."),
                {property(key::kGarrisonToHitModifier, 1, {"Acropolis of Heroes", "gets +1 to hit in close combat"})}),
            rectangle(5, 5), 3, 1),
        shaped(
            architecture("dwarf-brewhouse", "Dwarf Brewhouse", 6, "All units within 6\" of a Dwarf Brewhouse",
                         effect("Every unit within 6\"; Dwarf units within 6\".", "While within 6\".",
                                "Immunity (Psychology) and Stubborn for every unit. Dwarf units are also "
                                "Unbreakable, but must pass a Leadership test at -3 to move out of range."),
                         {property(key::kLeaveRangeLeadershipModifier, -3, {"Dwarf Brewhouse", "with a -3 modifier"})}),
            rectangle(5, 4), 5, 2),
        shaped(architecture(
                   "grail-chapel", "Grail Chapel", 6, "within 6\" of a Grail Chapel have the Regeneration",
                   effect("Units of an army from the Forces of Order within 6\"; Bretonnian units "
                          "within 6\".",
                          "While within 6\".",
                          "Forces of Order units have Regeneration (6+). Bretonnian units are Stubborn "
                          "too."),
                   {property(key::kRegeneration, 6, {"Grail Chapel", "have the Regeneration (6+) special rule"})}),
               rectangle(4, 3), 4, 1),
        shaped(architecture("haunted-mansion", "Haunted Mansion", 6, "all units within 6\" of the Haunted Mansion",
                            effect("Every unit within 6\" except models with the Undead special rule; a unit "
                                   "inside.",
                                   "At the end of every Shooting phase; while inside.",
                                   "Each unit within 6\" suffers D6 Strength 1 hits from the mansion's ghosts, "
                                   "with no armour saves. A unit inside causes Fear. It may also be played as a "
                                   "ruin or a cave."),
                            {property(key::kHitStrength, 1, {"Haunted Mansion", "suffers D6 Strength 1 hits"})},
                            {"haunted-mansion-hits"}),
               rectangle(5, 5), 5, 2),
        shaped(architecture("nehekharan-sphynx", "Nehekharan Sphynx", 6,
                            "one of their characters within 6\" of the Nehekharan Sphynx",
                            effect("One character within 6\", chosen by the player whose turn it is.",
                                   "At the start of every player turn, if that player challenges the spirit to a "
                                   "riddling contest.",
                                   "The character takes an Initiative test. Failed: the Sphynx devours part of its "
                                   "soul and it suffers a wound with no armour save. Passed: roll on the Sphynx "
                                   "table for a special rule it keeps for the rest of the game."),
                            {}, {"nehekharan-sphynx"}),
               rectangle(5, 3), 4, 1),
        shaped(architecture("sigmarite-shrine", "Sigmarite Shrine", 6, "within 6\" of the Sigmarite Shrine",
                            effect("Models from an army of the Forces of Destruction (see Allied Armies) within "
                                   "6\".",
                                   "Whenever they pass a ward save.", "They must re-roll successful ward saves.")),
               rectangle(4, 3), 4, 1),
        shaped(architecture("tower-of-blood", "Tower of Blood", 6, "Units within 6\" of the Tower of Blood",
                            effect("Every unit within 6\"; Forces of Destruction units within 6\".",
                                   "While within 6\"; lost as soon as the unit moves out of range.",
                                   "Hatred for every unit. Forces of Destruction units are subject to Frenzy as "
                                   "well.")),
               ellipse(4, 4, 16), 8, 3),
        shaped(architecture("wizards-tower", "Wizard's Tower", 3, "A Wizard who is within 3\" of the tower",
                            effect("A Wizard within 3\" of the tower; if there are several, one chosen at random "
                                   "each Magic phase controls it.",
                                   "At the start of every Magic phase.",
                                   "The Wizard plunders the library and has the Loremaster special rule for that "
                                   "phase.")),
               ellipse(4, 4, 16), 9, 3),
    };
    // The seed says the Sphynx's gift is "determined randomly" without naming dice: a D6 split into thirds.
    out.tables = {
        count_table("haunted-mansion-hits", "Haunted Mansion: spectral strikes",
                    "at the end of every Shooting phase, for each unit within 6\" of the mansion that is not Undead",
                    {1, 6, 0}, "Strength 1 hit", "Strength 1 hits", "No armour saves may be taken.",
                    {"Haunted Mansion", "suffers D6 Strength 1 hits"}),
        {"nehekharan-sphynx",
         "Nehekharan Sphynx: the spirit's gift",
         "when a character passes the Initiative test of the riddling contest (the rules say only 'at random': "
         "a D6 split evenly is this app's default)",
         {1, 6, 0},
         {{1, 2, "Devastating Charge", "The character has Devastating Charge for the rest of the game.", ""},
          {3, 4, "Heroic Killing Blow", "The character has Heroic Killing Blow for the rest of the game.", ""},
          {5, 6, "Loremaster (Death)",
           "The character has Loremaster (Death) for the rest of the game; only a Wizard can use the spells.", ""}},
         {"Nehekharan Sphynx", "following special rules, determined randomly"}},
    };
    return out;
}

}  // namespace wfb8
