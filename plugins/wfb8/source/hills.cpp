// Examples of Hills: Anvil of Vaul, Scree Slope, Temple of Skulls.
#include "categories.hpp"
#include "category_tables.hpp"
#include "entry_builders.hpp"
#include "named_examples.hpp"
#include "properties.hpp"

namespace wfb8 {

Examples hill_examples() {
    Examples out;
    out.entries = {
        example(hill(), "anvil-of-vaul", "Anvil of Vaul", "gains the Flaming Attacks and Magical Attacks",
                effect("Every unit within 6\" of the anvil.", "While it stays within 6\".",
                       "The unit has the Flaming Attacks and Magical Attacks special rules."),
                {property(key::kAuraRadius, 6, {"Anvil of Vaul", "Any unit within 6\" of an Anvil of Vaul"})}),
        // Its own rule makes it dangerous for every model, not just riders: the generic rule, as its words say.
        because(because(example(with_ability(hill(), "dangerous"), "scree-slope", "Scree Slope",
                                "up, down or through a scree slope",
                                effect("Models that charge, march, flee, pursue or overrun up, down or across the "
                                       "slope.",
                                       "During any such move.", "Each model takes a Dangerous Terrain test."),
                                {}, {table::kDangerousTerrain, table::kChariotMishap}),
                        "dangerous", "must take a Dangerous Terrain test"),
                table::kDangerousTerrain, "must take a Dangerous Terrain test"),
        example(hill(), "temple-of-skulls", "Temple of Skulls", "embrace the favour of the Chaos Gods",
                effect("A character or champion standing on the temple.",
                       "At the start of every player turn, if the model chooses to embrace the favour of the Chaos "
                       "Gods.",
                       "Roll on the Temple of Skulls table: on a 2-6 one characteristic, chosen at random, goes up "
                       "by D3 points; on a 1 the model is removed as a casualty, with no saves of any kind."),
                {}, {"temple-of-skulls"}),
    };
    out.tables = {
        {"temple-of-skulls",
         "Temple of Skulls: the favour of the Chaos Gods",
         "at the start of a player turn, for a character or champion on the temple that embraces the gods' favour",
         {1, 6, 0},
         {{1, 1, "Soul taken", "The model is removed as a casualty; no saves of any kind are allowed.", ""},
          {2, 6, "Favoured", "One randomly chosen characteristic rises by D3 points.", "temple-of-skulls-gift"}},
         {"Temple of Skulls", "On a roll of 2-6, one randomly chosen characteristic"}},
        count_table("temple-of-skulls-gift", "Temple of Skulls: the gift",
                    "after a Favoured result, to see how far the random characteristic rises", {1, 3, 0}, "point",
                    "points", "Added to the randomly chosen characteristic.",
                    {"Temple of Skulls", "characteristic increases by D3 points"}),
    };
    return out;
}

}  // namespace wfb8
