#include "terrain_rules.hpp"

namespace wh40k10 {

std::vector<bb::sys::Ability> terrain_rules() {
    return {
        {"move-over",
         "Movement",
         "Models cross this terrain feature using the ordinary Movement phase rules.",
         {},
         {"Crater", "Models can be moved over this terrain feature"}},
        {"no-ending-on-top",
         "Movement",
         "Models may climb up, across and down this terrain feature, but no model may be set up on top of it or "
         "finish a move of any kind there.",
         {},
         {"Barricade", "cannot be set up or end any kind of move"}},
        {"hill-movement",
         "Movement",
         "A raised area: models may be set up on it or finish a move on it as long as their base does not hang over "
         "its edge (a model without a base: no part of it that would touch the ground at ground level may hang "
         "over). Other terrain features may also stand on a HILL, provided none of them hangs over its edge.",
         {},
         {"Hill", "raised areas that models can be set up on top of"}},
        {"ruins-movement",
         "Movement",
         "INFANTRY, IMPERIUM PRIMARCH, BELISARIUS CAWL and BEAST models pass through this terrain feature (its walls, "
         "floors, ceilings, gantries, chains and so on) as if it were absent, though none may end a move inside a "
         "wall, floor or the like. INFANTRY, IMPERIUM PRIMARCH, BELISARIUS CAWL, BEASTS and FLY models may be set "
         "up or end a move on any of its floors; above the ground floor only if the base does not hang over that "
         "floor (without a base: no part that would touch the ground may hang over it). Every other model may be "
         "set up or end a move on its ground floor only.",
         {},
         {"Ruins", "can move through this terrain feature"}},
        {"normal-visibility",
         "Visibility",
         "Visibility across this terrain feature follows the usual rules.",
         {},
         {"Crater", "Normal visibility rules apply"}},
        {"woods-visibility",
         "Visibility",
         "A model or unit wholly within this terrain feature never counts as fully visible to an observer. When an "
         "observer not wholly within it has to look through or over it to see another model, that model never "
         "counts as fully visible to the observer, so it has the Benefit of Cover from these woods. AIRCRAFT and "
         "TOWERING models are the exception to both: visibility to and from them is worked out as usual, even "
         "with these woods wholly between them and the observer. Models wholly within the woods see out as usual.",
         {},
         {"Woods", "AIRCRAFT and TOWERING models are exceptions to this"}},
        {"ruins-visibility",
         "Visibility",
         "No model sees over or through this terrain feature: a unit outside it cannot draw line of sight to a "
         "target beyond it, even through open windows, doorways and the like. Visibility to and from AIRCRAFT "
         "models is worked out as usual, even with the ruins wholly between them and the observer. Models see into "
         "the ruins as usual; models wholly within see out as usual; models within can be seen as usual; and "
         "TOWERING models within the ruins also see out as usual.",
         {},
         {"Ruins", "Models cannot see over or through this terrain feature"}},
        {"crater-cover",
         "Benefit of Cover",
         "An INFANTRY model wholly on top of this terrain feature has the Benefit of Cover against each ranged "
         "attack allocated to it.",
         {},
         {"Crater", "INFANTRY model that is wholly on top of this terrain feature"}},
        {"barricade-cover",
         "Benefit of Cover",
         "An INFANTRY model wholly within 3\" of this terrain feature has the Benefit of Cover against a ranged "
         "attack allocated to it when this terrain feature hides part of it from at least one model in the "
         "attacking unit.",
         {},
         {"Barricade", "INFANTRY model that is wholly within 3\" of this terrain feature"}},
        {"obscured-cover",
         "Benefit of Cover",
         "A model has the Benefit of Cover against a ranged attack allocated to it when this terrain feature hides "
         "part of it from at least one model in the attacking unit (so it is not fully visible to them all).",
         {},
         {"Battlefield Debris", "not fully visible to every model in the attacking unit"}},
        {"area-cover",
         "Benefit of Cover",
         "A model has the Benefit of Cover against a ranged attack allocated to it when it is wholly within this "
         "terrain feature, or when this terrain feature keeps it from being fully visible to every model in the "
         "attacking unit.",
         {},
         {"Woods", "if that model is either wholly within this terrain feature"}},
        {"barricade-engagement",
         "Engagement Range",
         "Charge phase: when an enemy unit is within 1\" of this terrain feature, a unit on its far side may still "
         "charge that enemy, as long as the Charge move ends as near this terrain feature as it can and within 2\" "
         "of the enemy unit. Fight phase: units may fight, and models may attack, a target on the far side of this "
         "terrain feature that is within 2\" of them.",
         {},
         {"Barricade", "a charging unit on the opposite side of this terrain feature"}},
        {"agreed-footprint",
         "Footprint",
         "When this terrain feature is set up, both players agree on its footprint, its outline at ground level, "
         "so everyone knows when a model is wholly within it. A terrain feature on a base uses the base as its "
         "footprint.",
         {},
         {"Woods", "both players must agree upon its footprint"}},
        {"plunging-fire",
         "Plunging Fire",
         "When a model wholly within this terrain feature makes a ranged attack while standing 6\" or more above "
         "ground level, and the whole target unit stands at ground level, improve that attack's Armour "
         "Penetration characteristic by 1.",
         {},
         {"Ruins", "6\" or more vertically from ground level"}},
    };
}

std::vector<bb::sys::RulesSection> general_rules() {
    return {
        {"terrain-features",
         "Terrain features",
         "Unless a terrain feature's own rules say otherwise, models move up, over and down it with the ordinary "
         "movement rules. Many features use the ordinary visibility rules; those that do not say so in their own "
         "rules. A terrain feature can never be chosen as the target of an attack.",
         {},
         {"Terrain Features", "Terrain features cannot be selected as the target of an attack"}},
        {"benefit-of-cover",
         "Benefit of Cover",
         "When a ranged attack is allocated to a model with the Benefit of Cover, add 1 to the saving throw made "
         "against it. This never improves an invulnerable saving throw. A model whose Save characteristic is 3+ or "
         "better gets no Benefit of Cover against an attack with an Armour Penetration characteristic of 0. The "
         "Benefit of Cover is never cumulative: however many features give it, a model gains it once.",
         {},
         {"Benefit of Cover", "add 1 to the saving throw"}},
    };
}

}  // namespace wh40k10
