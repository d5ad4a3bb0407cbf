#include "terrain_abilities.hpp"

#include "editions.hpp"

namespace aos4 {

std::vector<bb::sys::Ability> terrain_abilities() {
    return {
        {"cover",
         "Cover",
         "Attacks get -1 to their hit rolls when their target unit is behind this terrain feature or wholly on "
         "it. The penalty does not apply if the target has the FLY keyword or made a charge this turn.",
         {},
         {"Cover", "Subtract 1 from hit rolls for attacks"}},
        {"impassable",
         "Impassable",
         "No model may cross any part of this terrain feature, be set up on it or finish a move on it.",
         {},
         {"Impassable", "Models cannot move across, be set up on"}},
        {"obscuring",
         "Obscuring",
         "Shooting attacks by enemy units cannot target a unit that is behind this terrain feature or wholly on "
         "it, unless the attacking unit is within the target's combat range. Units with FLY get no protection.",
         {kHandbook2024},
         {"Obscuring", "cannot be targeted by shooting attacks made by enemy units"}},
        {"obscuring",
         "Obscuring",
         "Applies to a unit that is not a MONSTER and lacks FLY while all of its models are within 1\" of this "
         "terrain feature: only enemy units within its combat range can see it, and the Range of its own "
         "weapons is halved (round down to the whole inch).",
         {kUpdate2025},
         {"Obscuring (June 2025)", "non-MONSTER unit that does not have the FLY keyword"}},
        {"place-of-power",
         "Place of Power",
         "A HERO within 3\" of this terrain feature may use the Activate Place of Power ability.",
         {},
         {"Place of Power", "HEROES within 3\" of this terrain feature"}},
        {"unstable",
         "Unstable",
         "Models may move over this terrain feature, but none may be set up on, or end any kind of move on, a "
         "part of it that is more than 1\" tall.",
         {},
         {"Unstable", "that is more than 1\" tall"}},
        {"activate-place-of-power",
         "Activate Place of Power",
         "Start of any turn. Declare: choose a friendly HERO within 3\" of a Place of Power. Effect: roll a dice. "
         "On a 1 that HERO suffers D3 mortal damage. On a 2+, a WIZARD or PRIEST adds 1 to its casting or "
         "chanting rolls this turn; any other HERO may use Unbind or Banish Manifestation this turn as though it "
         "had WIZARD (1).",
         {kHandbook2024},
         {"Activate Place of Power", "Pick a friendly HERO within 3\" of any Places of Power"}},
        {"activate-place-of-power",
         "Activate Place of Power",
         "Once per turn for the army, at the start of any turn. Declare: choose a friendly HERO within 3\" of a "
         "Place of Power and make that Place of Power the target. Effect: choose one of the following.\n"
         "- Cauterising Pollen: roll a dice. On a 1, every unit of either side within 6\" of any Places of Power "
         "suffers 1 mortal damage. On a 3+, every unit of either side wholly within 6\" of the target gets "
         "Heal (2).\n"
         "- Rapid Sprouting: choose a Ghyranite objective or a visible terrain feature within 12\" of the HERO "
         "and roll a dice. On a 3+ it gains the Obscuring ability for the rest of the battle.\n"
         "- Tap the Ley Lines: for the rest of the turn a HERO that is not a WIZARD or PRIEST may use Unbind or "
         "Banish Manifestation as though it had WIZARD (1).",
         {kUpdate2025},
         {"Activate Place of Power (June 2025)", "then pick that Place of Power to be the target"}},
    };
}

}  // namespace aos4
