// Examples of Mystical Monuments: Altar of Khaine to Wyrding Well.
#include "categories.hpp"
#include "entry_builders.hpp"
#include "named_examples.hpp"
#include "properties.hpp"

namespace wfb8 {

using bb::geo::ellipse;
using bb::geo::rectangle;

namespace {

// A monument whose own section gives its effect a 6" range (`within`: the words that say so).
bb::sys::CatalogueEntry monument(const char* id, const char* name, const char* within, std::string text,
                                 std::vector<bb::sys::Property> properties = {}, std::vector<std::string> tables = {}) {
    properties.insert(properties.begin(), property(key::kAuraRadius, 6, {name, within}));
    return example(mystical_monument(), id, name, within, std::move(text), std::move(properties), std::move(tables));
}

}  // namespace

Examples mystical_monument_examples() {
    Examples out;
    out.entries = {
        shaped(monument("altar-of-khaine", "Altar of Khaine", "All units within 6\" of an Altar of Khaine",
                        effect("Every unit within 6\".", "While within 6\"; the effect ends as soon as it leaves.",
                               "The unit is subject to Frenzy. A unit that was Frenzied already gets +2 Attacks "
                               "instead, but re-rolls its Leadership test to hold back from charging."),
                        {property(key::kFrenziedAttacksBonus, 2, {"Altar of Khaine", "they gain +2 Attacks instead"})}),
               rectangle(3, 2), 2),
        shaped(monument("arcane-ruins", "Arcane Ruins", "Any Wizard within 6\" of an arcane ruin",
                        effect("Any Wizard within 6\".", "When channelling power and dispel dice.",
                               "It may re-roll failed attempts to channel power dice and dispel dice.")),
               ellipse(6, 4), 2),
        shaped(monument("bane-stone", "Bane Stone", "within 6\" of a Bane Stone have a +1 bonus",
                        effect("Every unit within 6\".", "Whenever hits are made against it.",
                               "Those hits get +1 To Wound."),
                        {property(key::kToWoundModifier, 1, {"Bane Stone", "have a +1 bonus to wound"})}),
               ellipse(2, 2, 12), 4),
        shaped(monument(
                   "charnel-pit", "Charnel Pit", "All units within 6\" of the charnel pit",
                   effect("Every unit within 6\"; Undead units within 6\".", "While within 6\".",
                          "-1 Leadership for every unit. Undead units also have Regeneration (6+)."),
                   {property(key::kLeadershipModifier, -1, {"Charnel Pit", "suffer a -1 penalty to their Leadership"}),
                    property(key::kRegeneration, 6, {"Charnel Pit", "have the Regeneration (6+) special rule"})}),
               ellipse(4, 4, 16), 0.5),
        shaped(
            monument("elven-waystone", "Elven Waystone", "Any Wizard within 6\" of an Elven Waystone",
                     effect("Any Wizard within 6\".", "When channelling.", "+1 to its channelling attempts."),
                     {property(key::kChannelModifier, 1, {"Elven Waystone", "adds +1 to their channelling attempts"})}),
            ellipse(2, 2, 12), 5),
        shaped(monument("idol-of-gork", "Idol of Gork (or possibly Mork)", "start the turn within 6\" of the Idol",
                        effect("Units that start the turn within 6\" of the Idol.", "When they roll to charge.",
                               "They may re-roll a failed charge distance roll.")),
               rectangle(3, 3), 4),
        shaped(monument("magic-circle", "Magic Circle", "Units within 6\" of the Magic Circle",
                        effect("Every unit within 6\".", "While within 6\".", "Magic Resistance (2)."),
                        {property(key::kMagicResistance, 2,
                                  {"Magic Circle", "have the Magic Resistance (2) special rule"})}),
               ellipse(6, 6), 1),
        shaped(monument("sinister-statue", "Sinister Statue", "for every unit within 6\" of the Sinister Statue",
                        effect("Every unit within 6\".", "At the start of every player turn: roll a D6 per unit.",
                               "On a 4 or more nothing happens. On a 1-3 beams blaze from the statue's eyes and "
                               "the unit suffers D6 Strength 4 hits."),
                        {property(key::kHitStrength, 4, {"Sinister Statue", "the unit suffers D6 Strength 4 hits"})},
                        {"sinister-statue"}),
               ellipse(2, 2, 12), 3),
        // Its spell targets the closest unit whatever the range: no range of effect.
        shaped(example(mystical_monument(), "sorcerous-portal", "Sorcerous Portal",
                       "always targets the closest unit (regardless of range",
                       effect("The closest unit to the portal, of either side, whatever the range and even if it "
                              "is in combat.",
                              "At the start of every Magic phase, after power and dispel dice are generated and "
                              "before any spell is cast.",
                              "Roll 2D6 on the Sorcerous Portal table for the spell the portal casts. It needs no "
                              "line of sight, is cast automatically (at the lower casting value if there is a "
                              "choice) and cannot be dispelled."),
                       {}, {"sorcerous-portal"}),
               rectangle(3, 2), 4),
        shaped(
            example(mystical_monument(), "wyrding-well", "Wyrding Well", "a unit within 3\" can drink from the well",
                    effect("A unit within 3\" that is not in combat.",
                           "At the end of its Movement phase, if it "
                           "chooses to drink.",
                           "Roll a D6 on the Wyrding Well table."),
                    {property(key::kAuraRadius, 3, {"Wyrding Well", "a unit within 3\" can drink"})}, {"wyrding-well"}),
            ellipse(2, 2, 12), 1),
    };
    out.tables = {
        {"sinister-statue",
         "Sinister Statue: the statue's gaze",
         "at the start of every player turn, for each unit within 6\" of the statue",
         {1, 6, 0},
         {{1, 3, "Beams of light", "The unit suffers D6 Strength 4 hits.", "sinister-statue-hits"},
          {4, 6, "Unnoticed", "Nothing happens: the statue overlooks the unit or takes it for a friend.", ""}},
         {"Sinister Statue", "roll a dice for every unit within 6\""}},
        count_table("sinister-statue-hits", "Sinister Statue: hits", "after Beams of light", {1, 6, 0},
                    "Strength 4 hit", "Strength 4 hits", "Suffered by the unit.",
                    {"Sinister Statue", "the unit suffers D6 Strength 4 hits"}),
        {"sorcerous-portal",
         "Sorcerous Portal: the spell",
         "at the start of every Magic phase, after power and dispel dice are generated and before spells are cast",
         {2, 6, 0},
         {{2, 4, "Soulblight (Lore of Death)", "", ""},
          {5, 6, "Wyssan's Wildform (Lore of Beasts)", "", ""},
          {7, 7, "Plague of Rust (Lore of Metal)", "", ""},
          {8, 9, "The Speed of Light (Lore of Light)", "", ""},
          {10, 12, "Fireball (Lore of Fire)", "", ""}},
         {"Sorcerous Portal", "Roll 2D6 on the table below"}},
        {"wyrding-well",
         "Wyrding Well: drinking from the well",
         "at the end of its Movement phase, for a unit within 3\" of the well that is not in combat and drinks",
         {1, 6, 0},
         {{1, 1, "Magical Poisoning",
           "Until the start of the following turn the unit's models may take no voluntary action: no shooting, "
           "casting, channelling, using magic items and so on. They are busy being sick.",
           ""},
          {2, 4, "Ailments Banished",
           "The unit at once recovers 2D6 wounds' worth of models, as for the Lore of Life's Regrowth spell.",
           "wyrding-well-regrowth"},
          {5, 6, "The Gift of Oblivion",
           "The earthblood wipes away all fear and feeling: the unit is subject to Stupidity and is Unbreakable for "
           "the rest of the game.",
           ""}},
         {"Wyrding Well", "Roll a D6 on the following table"}},
        count_table("wyrding-well-regrowth", "Wyrding Well: wounds' worth recovered", "after Ailments Banished",
                    {2, 6, 0}, "wound's worth of models", "wounds' worth of models", "Recovered by the unit.",
                    {"Wyrding Well", "recovers 2D6 wounds' worth of models"}),
    };
    return out;
}

}  // namespace wfb8
