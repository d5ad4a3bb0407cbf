// Examples of Obstacles: Blazing Barricade, Blessed Bulwark, Fences and Hedges, Ghost Fence, Walls.
#include "categories.hpp"
#include "entry_builders.hpp"
#include "named_examples.hpp"
#include "properties.hpp"

namespace wfb8 {

Examples obstacle_examples() {
    Examples out;
    out.entries = {
        example(with_ability(obstacle(), "soft-cover"), "blazing-barricade", "Blazing Barricade",
                "grant soft cover to units behind them",
                effect("Units behind it; and a unit that completes a charge against it while it is defended.",
                       "When shot at; and as the charge completes.",
                       "Soft cover. Each charging model touching the barricade suffers one Strength 4 hit."),
                {property(key::kHitStrength, 4, {"Blazing Barricade", "suffers one Strength 4 hit"})}),
        example(
            with_ability(obstacle(), "hard-cover"), "blessed-bulwark", "Blessed Bulwark",
            "grant hard cover to units behind them",
            effect("Units behind it; charging models touching it; Forces of Destruction (see Allied Armies) "
                   "models touching it.",
                   "When shot at; in the turn of a charge; while touching it.",
                   "Hard cover. Charging models touching it have -1 To Hit. Forces of Destruction models in "
                   "base contact with it halve their Initiative."),
            {property(key::kChargingToHitModifier, -1, {"Blessed Bulwark", "-1 To Hit modifier to charging models"})}),
        example(with_ability(obstacle(), "soft-cover"), "fences-and-hedges", "Fences and Hedges",
                "grant soft cover to units behind them",
                effect("Units behind it; charging models touching it.", "When shot at; in the turn of a charge.",
                       "Soft cover. Charging models touching it have -1 To Hit."),
                {property(key::kChargingToHitModifier, -1,
                          {"Fences and Hedges", "-1 To Hit modifier to charging models"})}),
        example(with_ability(obstacle(), "soft-cover"), "ghost-fence", "Ghost Fence",
                "grant soft cover to units behind them",
                effect("Units behind it; a unit defending it.", "When shot at; in the first round of any combat.",
                       "Soft cover. A unit defending the fence causes Fear in the first round of every close "
                       "combat.")),
        example(with_ability(obstacle(), "hard-cover"), "walls", "Walls", "grant hard cover to units behind them",
                effect("Units behind it; charging models touching it.", "When shot at; in the turn of a charge.",
                       "Hard cover. Charging models touching it have -1 To Hit."),
                {property(key::kChargingToHitModifier, -1, {"Walls", "-1 To Hit modifier to charging models"})}),
    };
    return out;
}

}  // namespace wfb8
