#include "building_rules.hpp"

namespace wfb8 {

std::vector<bb::sys::Ability> building_rules() {
    return {
        {"buildings-agreement",
         "Agree on Buildings",
         "Before the game, name every piece that will use the building rules. Players may agree to treat very "
         "small or awkwardly shaped buildings as impassable, and to split very large ones into several.",
         {},
         {"Buildings", "players may agree to treat some buildings as impassable"}},
        {"building-line-of-sight",
         "Buildings and Line of Sight",
         "A building has Line of Sight value 5 for each floor. A model gains +5 Line of Sight for each floor it "
         "stands on above the ground floor.",
         {},
         {"Buildings and Line of Sight", "a Line of Sight value of 5 for each floor"}},
        {"building-movement",
         "Buildings and Movement",
         "A building is impassable terrain, except that a unit may garrison it. Units never walk through a "
         "building or stand on its roof: a unit is either inside it or not touching it.",
         {},
         {"Buildings and Movement", "buildings act as impassable terrain"}},
        {"garrison",
         "Garrisoning a Building",
         "A unit garrisons an empty building by reaching base contact with it in the Movement phase, but not in "
         "a turn in which it marched or reformed. Unless their rules say otherwise, only infantry, war beasts and "
         "swarms fit inside; a war machine may be deployed in one only if its top floor has room for the model. "
         "Leave one model of the unit (a standard bearer is ideal) in or by the building as a reminder and set "
         "the rest aside.",
         {},
         {"Garrisoning a Building", "only infantry, war beasts and swarms can garrison"}},
        {"only-room-for-one",
         "Only Room for One",
         "A building holds one unit, of any size, plus characters who join it by moving into base contact with "
         "the building. No other unit may enter until the garrison leaves or is driven out.",
         {},
         {"Only Room for One", "Each building can hold a single unit"}},
        {"abandoning-a-building",
         "Abandoning a Building",
         "A garrison may leave in its Remaining Moves sub-phase, though not in the turn it went in. Set it up in "
         "any legal formation with a rear-rank model 1\" from the building, no model within 1\" of it, and none "
         "farther away than twice its Movement value; it moves no more that turn. This is the only voluntary "
         "way out: a garrison cannot charge from a building, and a Frenzied unit (or one that must charge) "
         "leaves the building as close to the enemy as it can instead.",
         {},
         {"Abandoning a Building", "A garrison unit can exit a building"}},
        {"building-magic",
         "Buildings and Magic",
         "Walls give no extra protection from magic missiles or from spells aimed at whole units or single "
         "models. Template spells and Miscast damage follow the template rules and hit D6 models. Wizards inside "
         "cast spells as normal, following the line of sight and range rules for a garrison's shooting.",
         {},
         {"Buildings and Magic", "do not offer any additional protection against magic missiles"}},
        {"garrison-shooting",
         "Shooting from a Building",
         "A garrison shoots in the Shooting phase from any point of the building, with a forward arc all the way "
         "round (360 degrees). Its range is measured from the building's nearest point. War machines must still "
         "pivot on the spot.",
         {},
         {"Buildings and Shooting", "tracing line of sight from any point on the building"}},
        {"five-per-floor",
         "Five Per Floor",
         "Only five models per floor of the building may shoot, unless the players settled on another number "
         "before the game.",
         {},
         {"Five Per Floor", "only five models can shoot per floor"}},
        {"shooting-at-a-garrison",
         "Shooting at a Garrison",
         "Enemies may shoot at the garrison if the building is in sight and within their forward arc. The "
         "garrison counts as in hard cover. Its models are too spread out for attacks that strike several ranks, "
         "such as bolt throwers: those hit a single model.",
         {},
         {"Shooting at a Garrison Unit", "we treat the garrison as being in hard cover"}},
        {"building-templates",
         "Template Weapons and Buildings",
         "A template weapon (stone thrower, cannon and the like) that touches the building causes D6 hits on the "
         "unit inside, never more than one hit on any one model. A stone thrower uses its higher Strength only if "
         "the template's centre lies over the building; otherwise the lower. A cannonball, say, causes D6 "
         "Strength 10 hits, and its Multiple Wounds (D6) still multiply each unsaved wound.",
         {},
         {"Template Weapons (Buildings)", "inflict D6 hits on any unit in a building"}},
        {"assaulting-a-building",
         "Assaulting a Building",
         "An occupied building is taken by assault: one unit per building per Movement phase declares a charge "
         "on the garrison, needing line of sight to the building, not the models inside. If several units must "
         "charge it, their player picks one after rolling charge distances and the rest fail. The charge works "
         "like one against a unit: it succeeds if the roll reaches the building. The assaulting unit may charge "
         "nothing else, wheels to put as many models as it can against the building, and closes the door "
         "without touching other enemies. If it is charged in turn, the assault is abandoned: move it back 1\" "
         "and fight the new combat this turn.",
         {},
         {"Assaulting a Building", "Each occupied building may be assaulted by a single unit"}},
        {"assault-troop-types",
         "Who May Assault",
         "Any troop type may assault a building except chariots. Troop types that may not garrison cannot move "
         "in after winning. Cavalry and monstrous cavalry fight with their riders only.",
         {},
         {"Assaulting a Building", "may still assault them (except chariots"}},
        {"building-charge-reactions",
         "Charge Reactions from a Building",
         "A garrison may only Hold or Stand and Shoot; it may never Flee!. A garrison that fails a Terror test "
         "Holds rather than fleeing.",
         {},
         {"Charge Reactions (Buildings)", "can only choose to Hold or Stand and Shoot"}},
        {"fighting-the-assault",
         "Fighting the Assault",
         "The two units are not in base contact: the melee is fought at doors and windows. Assaulting and "
         "defending models alike lose every charge bonus: no +1 combat result or Initiative, no charge bonus "
         "from spears, lances, pikes or other weapons, and no Impact Hits.",
         {},
         {"Fighting the Assault", "lose all charging bonuses"}},
        {"assault-party",
         "Who Can Strike",
         "At the start of the Close Combat phase each player picks Unit Strength 10 worth of models from their "
         "unit, at least one model, as its assault party; a smaller unit sends everyone. When it matters, roll "
         "off to see who picks first. A character left out of the party cannot step in later to replace a "
         "casualty.",
         {},
         {"Who Can Strike? (Buildings)", "choose Unit Strength 10 worth of models"}},
        {"assault-allocating-attacks",
         "Allocating Attacks in an Assault",
         "Blows land in Initiative order on rank-and-file models unless their owner says otherwise; up to half "
         "the enemy models may instead attack characters or other models that could be singled out. Casualties "
         "come from the back of the unit and survivors step up, so ten models keep fighting while enough are "
         "left.",
         {},
         {"Allocating Attacks (Buildings)", "up to half the enemy models can choose to attack them"}},
        {"assault-challenges",
         "Challenges in an Assault",
         "One challenge may be issued and accepted as usual, only by models in the two assault parties, so a "
         "challenge never adds fighters.",
         {},
         {"Challenges (Buildings)", "A single challenge may be issued and accepted"}},
        {"assault-special-attacks",
         "Special Attacks in an Assault",
         "For stomps and items that affect models in base contact, each fighter counts as touching one enemy "
         "model of its opponent's choosing, or its foe in a challenge.",
         {},
         {"Special Attacks (Buildings)", "in base contact with one enemy model nominated"}},
        {"assault-combat-resolution",
         "Combat Resolution in an Assault",
         "Decide the winner as in any close combat, but only wounds caused score combat result (overkill in a "
         "challenge counts). Standards, ranks and flank or rear bonuses do not apply. A musician still wins a "
         "drawn combat.",
         {},
         {"Combat Resolution (Buildings)", "can only be scored by inflicting wounds"}},
        {"defender-loses",
         "The Garrison Loses",
         "If the attacker wins, the garrison takes a Break test, always counting as steadfast. If it breaks it "
         "is set up outside facing the attacker, as for abandoning a building (or as near there as possible), "
         "and flees. The attacker cannot pursue; it may move in if its troop type is allowed to, otherwise it "
         "moves straight back 1\".",
         {},
         {"Defender Loses", "units garrisoning buildings are always considered steadfast"}},
        {"assault-other-outcomes",
         "The Garrison Holds",
         "If the garrison stays put (a draw, a win, or a loss with a passed Break test) the attacker moves "
         "straight back 1\" and the combat ends. It may assault again next turn, whoever's turn that is. Units "
         "fighting over a building in successive turns never fight a new first round. A losing attacker takes "
         "no Break test: it withdraws in good order, as the garrison cannot run it down.",
         {},
         {"Other Outcomes", "is nudged directly backward 1\""}},
        {"sally-forth",
         "Sally Forth!",
         "If the attacker does not renew a failed assault, the garrison may sally forth against it instead "
         "(a Frenzied garrison must pass a Leadership test to stay). Treat it as an assault on the building, "
         "except that the sallying unit is not automatically steadfast and flees as usual when it breaks.",
         {},
         {"Sally Forth!", "the defending unit may instead choose to sally forth"}},
        {"building-panic",
         "Buildings and Panic",
         "A garrison takes Panic tests as usual, measuring to the edge of the building, and a failure makes it "
         "flee as a unit broken in combat does. A garrison breaking or being destroyed causes Panic tests in friends "
         "as normal.",
         {},
         {"Buildings and Panic", "take Panic tests normally"}},
        {"multipart-buildings",
         "Multipart Buildings",
         "These rules suit a small building (under 6\" x 6\") of one kind of construction. Split a larger or "
         "more complicated one into sections, each a separate building garrisoned and assaulted on its own.",
         {},
         {"Multipart Buildings", "fairly small size (less than 6\" x 6\")"}},
    };
}

}  // namespace wfb8
