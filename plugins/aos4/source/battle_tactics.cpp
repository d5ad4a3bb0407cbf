#include "battle_tactics.hpp"

#include "battlepack.hpp"

namespace aos4 {

std::vector<bb::plugin::aos4::BattleTactic> battle_tactics() {
    return {
        {"do-not-waver", "Do Not Waver",
         "Completed at the end of your turn if at least 2 friendly units fought this turn and not one friendly unit "
         "was destroyed this turn.",
         ""},
        {"take-their-land", "Take Their Land",
         "Pick a terrain feature lying wholly or partly within enemy territory and wholly outside friendly territory. "
         "Completed if you control it at the end of your turn.",
         ""},
        {"slay-the-entourage", "Slay the Entourage",
         "Pick a unit in the enemy general's regiment. Completed if it is destroyed this turn.", ""},
        {"seize-the-centre", "Seize the Centre",
         "Completed at the end of your turn if at least 2 friendly units that are not in combat are within 3\" of "
         "the centre of the battlefield.",
         ""},
        {"attack-on-two-fronts", "Attack on Two Fronts",
         "Completed at the end of your turn if you control at least 2 objectives that were not yours when the turn "
         "began, and your opponent controlled at least 1 of them at that time.",
         ""},
        {"take-the-flanks", "Take the Flanks",
         "Completed at the end of your turn if a friendly unit is within 6\" of each short battlefield edge, none of "
         "those units is wholly within friendly territory, and none of them was set up this turn.",
         ""},
        {"reclaim-the-realms", "Reclaim the Realms",
         "Completed at the end of your turn if every quarter of the battlefield has at least 1 friendly unit wholly "
         "within it that is more than 6\" from every enemy unit.",
         "ORDER"},
        {"slay-the-tyrants", "Slay the Tyrants",
         "Completed at the end of your turn if a combat attack by a friendly unit slew an enemy HERO this turn.",
         "ORDER"},
        {"offering-of-carnage", "Offering of Carnage",
         "Completed at the end of your turn if at least 2 enemy units were destroyed this turn.", "CHAOS"},
        {"ordained-charge", "Ordained Charge",
         "Pick an objective your opponent controls. Completed at the end of your turn if at least 2 friendly units "
         "charged this turn, at least 1 of them is contesting that objective, and it is now yours.",
         "CHAOS"},
        {"marked-for-the-grave", "Marked for the Grave",
         "Pick a non-HERO enemy unit that has lost no models this battle (any enemy unit if no non-HERO enemy unit "
         "is on the battlefield). Completed if that unit was destroyed during your turn, checked as the turn ends.",
         "DEATH"},
        {"inevitable-demise", "Inevitable Demise",
         "Completed at the end of your turn if at least 2 friendly units, none of them set up this turn, stand wholly "
         "within enemy territory, each more than 9\" away from every enemy unit.",
         "DEATH"},
        {"time-to-get-stuck-in", "Time to Get Stuck In!",
         "Pick 3 friendly units that are wholly within friendly territory and not in combat. Completed at the end of "
         "your turn if each of them has used a FIGHT ability this turn and now stands wholly outside your territory.",
         "DESTRUCTION"},
        {"the-kunnin-approach", "The Kunnin' Approach",
         "Pick a friendly unit that is not in combat and an enemy unit that is. Completed at the end of your turn if "
         "that friendly unit fought in combat with that enemy unit this turn and the enemy unit was destroyed this "
         "turn.",
         "DESTRUCTION"},
    };
}

std::vector<bb::sys::RulesSection> battle_tactic_rules() {
    std::vector<bb::sys::RulesSection> sections = {
        {"battle-tactics",
         "Battle tactics",
         "At the start of your turn you may use Tactical Gambit (once per battle round) to pick a battle tactic you "
         "have not attempted yet; you try to complete it that turn and score " +
             std::to_string(kBattleTacticVp) +
             " victory points if you do. Only the tactics of this battlepack may be picked: 6 universal ones and 2 "
             "for each grand alliance. Tell your opponent which one you picked, and anything it makes you pick. "
             "Each battle tactic can be picked only once per battle, and one with a grand alliance keyword (ORDER, "
             "CHAOS, DEATH, DESTRUCTION) only if your general has that keyword. Tactical Gambit is not available to "
             "a player who chose to go first in this battle round after going second in the last one (but see "
             "double-turn-battle-tactics).",
         {}},
    };
    for (const auto& t : battle_tactics())
        sections.push_back({t.id, t.name + (t.keyword.empty() ? " (universal)" : " (" + t.keyword + ")"), t.text, {}});
    return sections;
}

}  // namespace aos4
