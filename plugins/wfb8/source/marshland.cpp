// Examples of Marshland: Earthblood Mere, Khemrian Quicksand, Mist-Wreathed Swamp.
#include "categories.hpp"
#include "entry_builders.hpp"
#include "named_examples.hpp"
#include "properties.hpp"

namespace wfb8 {

Examples marshland_examples() {
    Examples out;
    out.entries = {
        example(marshland(), "earthblood-mere", "Earthblood Mere", "has Regeneration (6+)",
                effect("A unit with most of its models inside the mere.", "While it is inside.",
                       "Ghyran's raw power gives it Regeneration (6+)."),
                {property(key::kRegeneration, 6, {"Earthblood Mere", "has Regeneration (6+)"})}),
        example(marshland(), "khemrian-quicksand", "Khemrian Quicksand", "removed as a casualty with no saves",
                effect("Monster, monstrous infantry and monstrous cavalry models.",
                       "When one fails its Dangerous Terrain test for the quicksand.",
                       "The model is removed as a casualty; no saves of any kind may be taken.")),
        example(marshland(), "mist-wreathed-swamp", "Mist-Wreathed Swamp", "the unit counts as being in hard cover",
                effect("A unit with most of its models wholly inside; Fimir models are never dragged away.",
                       "While inside; and at the end of every Movement phase.",
                       "The unit is in hard cover. At the end of each Movement phase it takes an Initiative test; "
                       "if it fails, Fimir lurking in the mist drag D6 Infantry models to their doom (pick them as "
                       "for shooting hits)."),
                {}, {"mist-wreathed-swamp-victims"}),
    };
    out.tables = {
        count_table("mist-wreathed-swamp-victims", "Mist-Wreathed Swamp: dragged into the mist",
                    "when a unit in the swamp fails its Initiative test at the end of the Movement phase", {1, 6, 0},
                    "Infantry model", "Infantry models",
                    "Dragged to their doom, chosen as shooting hits would be. Fimir are never taken.",
                    {"Mist-Wreathed Swamp", "have D6 Infantry models dragged to their doom"}),
    };
    return out;
}

}  // namespace wfb8
