#include "season_rules.hpp"

#include "battlepack.hpp"

namespace aos4 {

namespace {

const std::string kDeclare =
    "Once per battle, in the deployment phase. Declare: pick a friendly unit that belongs to a regiment without "
    "leading it to be the honour guard of that regiment; it may be a unit in reserve. ";

}  // namespace

std::vector<bb::sys::Ability> honour_guard() {
    return {
        {"special-assignment",
         "Special Assignment",
         kDeclare + "Effect: choose one of the weapon abilities Anti-INFANTRY, Anti-CAVALRY, Anti-MONSTER, "
                    "Anti-WAR MACHINE and Anti-BEAST, each as (+1 Rend). The honour guard's melee weapons have it in "
                    "every turn in which the honour guard charged. Keywords: HONOUR GUARD.",
         {},
         {"Special Assignment", "that unit's melee weapons have the weapon ability you picked"}},
        {"bodyguard",
         "Bodyguard",
         kDeclare + "Effect: enemy units in combat with the leader of that regiment subtract 1 from the Attacks "
                    "characteristic of their melee weapons, as long as the honour guard is wholly within 6\" of that "
                    "leader and neither of them charged this turn. Keywords: HONOUR GUARD.",
         {},
         {"Bodyguard", "Subtract 1 from the Attacks characteristic of enemy units' melee weapons"}},
        {"priority-target",
         "Priority Target",
         kDeclare + "Effect: the honour guard adds 1 to its hit rolls and wound rolls for attacks against the enemy "
                    "general, or against the enemy honour guard if that unit is in the enemy general's regiment, "
                    "while the target is within 12\". Keywords: HONOUR GUARD.",
         {},
         {"Priority Target", "Add 1 to hit rolls and wound rolls"}},
        {"field-sergeant",
         "Field Sergeant",
         "Once per battle, in the deployment phase. Declare: pick a friendly non-FLY INFANTRY HERO that belongs to "
         "a regiment without leading it to be that regiment's honour guard; it may be in reserve. Effect: friendly "
         "non-FLY INFANTRY units wholly within 12\" of the honour guard add 2\" to their Move characteristic. "
         "Keywords: HONOUR GUARD.",
         {},
         {"Field Sergeant", "Add 2\" to the Move characteristic"}},
        {"prized-beast",
         "Prized Beast",
         "Once per battle, in the deployment phase. Declare: pick a friendly non-UNIQUE MONSTER that has not been "
         "reinforced and belongs to a regiment without leading it to be that regiment's honour guard; it may be in "
         "reserve. Effect: the honour guard ignores the 'Battle Damaged' ability and adds 1 to the hit rolls of its "
         "combat attacks, Companion weapons included. Keywords: HONOUR GUARD.",
         {},
         {"Prized Beast", "can ignore the effects of the 'Battle Damaged' ability"}},
    };
}

std::vector<bb::sys::RulesSection> season_rules() {
    const std::string deficit = std::to_string(kDoubleTurnDeficit);
    std::vector<bb::sys::RulesSection> sections = {
        {"double-turn",
         "Taking a double turn",
         "A player who went second in the previous battle round, then wins the priority roll and decides to go "
         "first, is taking a double turn.",
         {},
         {"Taking a Double Turn", "this is called 'taking a double turn'"}},
        {"seizing-the-initiative",
         "Seizing the initiative",
         "Taking a double turn while not behind by " + deficit +
             " or more victory points is seizing the initiative. From the first time either player does so until "
             "the battle ends, the underdog is no longer the player with fewer victory points: it is always the "
             "opponent of whoever seized the initiative most recently. Battleboard applies this from the battle "
             "round in which the initiative was seized.",
         {},
         {"Seizing the Initiative", "not behind by 6 or more victory points"}},
        {"double-turn-battle-tactics",
         "Battle tactics on a double turn",
         "Tactical Gambit is normally closed to a player taking a double turn, but one who is behind by " + deficit +
             " or more victory points when they take it may still use Tactical Gambit to pick a battle tactic.",
         {},
         {"Battle Tactics on a Double Turn", "behind by 6 or more victory points can still use"}},
        {"honour-guard",
         "Honour Guard",
         "Each player may use one of the Honour Guard abilities per battle, picking a unit in their general's "
         "regiment as the honour guard.",
         {},
         {"Honour Guard (season rule)", "Each player can use one of the following HONOUR GUARD abilities"}},
        {"regimented-forces",
         "Regimented forces",
         "A player with more regiments than their opponent may also use a second, different Honour Guard ability, "
         "for a unit of another regiment that the general does not lead; this is allowed even if they picked no "
         "honour guard in the general's regiment. Units in a Regiment of Renown can never be an honour guard.",
         {},
         {"Regimented Forces", "has more regiments than their opponent"}},
        {"underdog",
         "The underdog",
         "At the start of each battle round, the player with fewer victory points is the underdog. When the players "
         "are level, as in the first battle round, there is no underdog unless a rule says otherwise (see "
         "seizing-the-initiative).",
         {},
         {"Determine the Underdog", "has the fewest victory points is the underdog"}},
    };
    for (const auto& a : honour_guard()) sections.push_back({a.id, a.name + " (Honour Guard)", a.text, {}, a.source});
    return sections;
}

}  // namespace aos4
