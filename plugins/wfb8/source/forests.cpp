// Examples of Forests: Ancient Forest, Abyssal Wood, Blood Forest, Fungus Forest, Venom Thicket, Wildwood.
#include "categories.hpp"
#include "category_tables.hpp"
#include "entry_builders.hpp"
#include "named_examples.hpp"
#include "properties.hpp"

namespace wfb8 {

Examples forest_examples() {
    Examples out;
    out.entries = {
        example(
            forest(), "ancient-forest", "Ancient Forest", "suffer a -1 penalty to their Movement value",
            effect("Any unit at least partly inside.", "While it is inside.",
                   "Thick roots slow it: -1 to its Movement value."),
            {property(key::kMovementModifier, -1, {"Ancient Forest", "suffer a -1 penalty to their Movement value"})}),
        example(forest(), "abyssal-wood", "Abyssal Wood", "suffer -1 to their Leadership",
                effect("A unit with most of its models inside, unless they have Immunity (Psychology).",
                       "While it is inside.", "Dark fancies grip it: -1 to its Leadership."),
                {property(key::kLeadershipModifier, -1, {"Abyssal Wood", "suffer -1 to their Leadership"})}),
        example(forest(), "blood-forest", "Blood Forest", "suffer D6 Strength 4 hits as the trees",
                effect("Every unit wholly or partly inside.",
                       "Whenever a spell is successfully cast by, or at, a model inside the forest.",
                       "Each such unit suffers D6 Strength 4 hits from the feeding trees. Once the hits are "
                       "resolved, the forest walks 2D6\" in a random direction, going round other terrain by the "
                       "shortest route; the models that were inside stay where they are."),
                {property(key::kHitStrength, 4, {"Blood Forest", "suffer D6 Strength 4 hits"})},
                {"blood-forest-hits", "blood-forest-walk"}),
        example(forest(), "fungus-forest", "Fungus Forest", "is subject to the rules for Stupidity",
                effect("Any unit at least partly inside.", "While it is inside.",
                       "The unit is subject to Stupidity. Forest Goblin units are Stubborn as well.")),
        because(
            example(forest(), "venom-thicket", "Venom Thicket", "has the Poisoned Attacks special rule",
                    effect("Any model inside, or moving through it.", "While inside; and whenever it moves through.",
                           "Models inside have Poisoned Attacks in close combat only. Any model that moves "
                           "through the thicket takes a Dangerous Terrain test.")),
            table::kDangerousTerrain, "must take a Dangerous Terrain test"),
        example(forest(), "wildwood", "Wildwood", "On a 4+, the unit suffers D6 Strength 4 hits",
                effect("Every unit at least partly inside.", "At the end of the Movement phase.",
                       "Roll a D6 for the unit: on a 4+ it suffers D6 Strength 4 hits."),
                {property(key::kHitsOn, 4, {"Wildwood", "On a 4+, the unit suffers"}),
                 property(key::kHitStrength, 4, {"Wildwood", "suffers D6 Strength 4 hits"})},
                {"wildwood"}),
    };
    out.tables = {
        count_table("blood-forest-hits", "Blood Forest: feeding frenzy",
                    "for each unit wholly or partly in the forest when a spell is cast by or at a model in it",
                    {1, 6, 0}, "Strength 4 hit", "Strength 4 hits", "The trees feed on the unit.",
                    {"Blood Forest", "suffer D6 Strength 4 hits as the trees"}),
        count_table("blood-forest-walk", "Blood Forest: the forest walks",
                    "once the feeding frenzy's hits are resolved", {2, 6, 0}, "inch", "inches",
                    "The forest moves this far in a random direction, round other terrain by the shortest route, "
                    "leaving the models that were inside behind.",
                    {"Blood Forest", "moves 2D6\" in a random direction"}),
        {"wildwood",
         "Wildwood: wrathful trees",
         "for each unit at least partly in the Wildwood at the end of the Movement phase",
         {1, 6, 0},
         {{1, 3, "Spared", "The trees leave the unit alone.", ""},
          {4, 6, "The trees strike", "The unit suffers D6 Strength 4 hits.", "wildwood-hits"}},
         {"Wildwood", "Roll for any unit at least partially within"}},
        count_table("wildwood-hits", "Wildwood: hits", "after The trees strike", {1, 6, 0}, "Strength 4 hit",
                    "Strength 4 hits", "Suffered by the unit.", {"Wildwood", "suffers D6 Strength 4 hits"}),
    };
    return out;
}

}  // namespace wfb8
