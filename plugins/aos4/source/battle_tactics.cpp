#include "battle_tactics.hpp"

#include "battlepack.hpp"

namespace aos4 {

std::vector<bb::plugin::aos4::BattleTactic> battle_tactics() {
    return {
        {"do-not-waver",
         "Do Not Waver",
         "Completed at the end of your turn if at least 2 friendly units fought this turn and not one friendly unit "
         "was destroyed this turn.",
         "",
         {"Do Not Waver", "2 or more friendly units fought this turn"}},
        {"take-their-land",
         "Take Their Land",
         "Pick a terrain feature lying wholly or partly within enemy territory and wholly outside friendly territory. "
         "Completed if you control it at the end of your turn.",
         "",
         {"Take Their Land", "wholly or partially within enemy territory and wholly outside friendly territory"}},
        {"slay-the-entourage",
         "Slay the Entourage",
         "Pick a unit in the enemy general's regiment. Completed if it is destroyed this turn.",
         "",
         {"Slay the Entourage", "Pick a unit in the enemy general's regiment"}},
        {"seize-the-centre",
         "Seize the Centre",
         "Completed at the end of your turn if at least 2 friendly units that are not in combat are within 3\" of "
         "the centre of the battlefield.",
         "",
         {"Seize the Centre", "within 3\" of the centre of the battlefield"}},
        {"attack-on-two-fronts",
         "Attack on Two Fronts",
         "Completed at the end of your turn if you control at least 2 objectives that were not yours when the turn "
         "began, and your opponent controlled at least 1 of them at that time.",
         "",
         {"Attack on Two Fronts", "objectives that you did not control at the start"}},
        {"take-the-flanks",
         "Take the Flanks",
         "Completed at the end of your turn if a friendly unit is within 6\" of each short battlefield edge, none of "
         "those units is wholly within friendly territory, and none of them was set up this turn.",
         "",
         {"Take the Flanks", "within 6\" of each short battlefield edge"}},
        {"reclaim-the-realms",
         "Reclaim the Realms",
         "Completed at the end of your turn if every quarter of the battlefield has at least 1 friendly unit wholly "
         "within it that is more than 6\" from every enemy unit.",
         "ORDER",
         {"Reclaim the Realms", "wholly within each quarter of the battlefield"}},
        {"slay-the-tyrants",
         "Slay the Tyrants",
         "Completed at the end of your turn if a combat attack by a friendly unit slew an enemy HERO this turn.",
         "ORDER",
         {"Slay the Tyrants", "enemy HERO was slain this turn by a combat attack"}},
        {"offering-of-carnage",
         "Offering of Carnage",
         "Completed at the end of your turn if at least 2 enemy units were destroyed this turn.",
         "CHAOS",
         {"Offering of Carnage", "2 or more enemy units were destroyed this turn"}},
        {"ordained-charge",
         "Ordained Charge",
         "Pick an objective your opponent controls. Completed at the end of your turn if at least 2 friendly units "
         "charged this turn, at least 1 of them is contesting that objective, and it is now yours.",
         "CHAOS",
         {"Ordained Charge", "Pick an objective controlled by your opponent"}},
        {"marked-for-the-grave",
         "Marked for the Grave",
         "Pick a non-HERO enemy unit that has lost no models this battle (any enemy unit if no non-HERO enemy unit "
         "is on the battlefield). Completed at the end of your turn if that unit was destroyed this turn.",
         "DEATH",
         {"Marked for the Grave", "non-HERO enemy unit that has not had any models slain"}},
        {"inevitable-demise",
         "Inevitable Demise",
         "Completed at the end of your turn if at least 2 friendly units, none of them set up this turn, stand wholly "
         "within enemy territory, each more than 9\" away from every enemy unit.",
         "DEATH",
         {"Inevitable Demise", "more than 9\" from all enemy units"}},
        {"time-to-get-stuck-in",
         "Time to Get Stuck In!",
         "Pick 3 friendly units that are wholly within friendly territory and not in combat. Completed at the end of "
         "your turn if each of them has used a FIGHT ability this turn and now stands wholly outside your territory.",
         "DESTRUCTION",
         {"Time to Get Stuck In!", "Pick 3 friendly units that are not in combat"}},
        {"the-kunnin-approach",
         "The Kunnin' Approach",
         "Pick a friendly unit that is not in combat and an enemy unit that is. Completed at the end of your turn if "
         "the enemy unit was destroyed this turn, and at some time this turn your unit was in combat with it.",
         "DESTRUCTION",
         {"The Kunnin' Approach", "that friendly unit was in combat with that enemy unit"}},
    };
}

std::vector<bb::sys::RulesSection> battle_tactic_rules() {
    const std::string vp = std::to_string(kBattleTacticVp);
    std::vector<bb::sys::RulesSection> sections = {
        {"battle-tactics",
         "Battle tactics",
         "With this battlepack, only its own battle tactics may be picked. Tell your opponent which one you picked, "
         "and anything it makes you pick. Each battle tactic can be picked only once per battle, and one with a "
         "grand alliance keyword (ORDER, CHAOS, DEATH, DESTRUCTION) only if your general has that keyword.",
         {},
         {"Battle Tactics (battlepack)", "cannot pick the same battle tactic more than once"}},
        {"tactical-gambit",
         "Tactical Gambit",
         "Once per battle round, at the start of your turn, you may use Tactical Gambit to pick a battle tactic you "
         "have not attempted yet, and try to complete it that turn. It is closed to a player who, having gone second "
         "in "
         "the previous battle round, chose to go first in this one (but see double-turn-battle-tactics).",
         {},
         {"Tactical Gambit", "Pick 1 battle tactic that you have not yet attempted"}},
        {"completing-battle-tactics",
         "Completing battle tactics",
         "If the battle tactic you picked is completed when your turn ends, you score " + vp + " victory points.",
         {},
         {"2.1 Completing Battle Tactics", "you score 4 victory points"}},
    };
    for (const auto& t : battle_tactics())
        sections.push_back(
            {t.id, t.name + (t.keyword.empty() ? " (universal)" : " (" + t.keyword + ")"), t.text, {}, t.source});
    return sections;
}

}  // namespace aos4
