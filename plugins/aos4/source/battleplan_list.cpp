#include "battleplan_list.hpp"

#include "battlepack.hpp"

namespace aos4 {

namespace {

// A yes/no line for controlling objectives (counts toward any objective cap).
ScoringLine control(std::string id, std::string text, std::uint32_t vp) {
    return {{std::move(id), std::move(text), vp, 1, 1, 0}, true, false};
}

ScoringLine battle_tactic() {
    return {
        {"battle-tactic", "Completed the battle tactic attempted this turn", kBattleTacticVp, 1, 1, 0}, false, true};
}

// Border War and Battle for the Pass score alike: by where the controlled objectives lie, capped at 6 per turn.
BattleplanScoring by_territory() {
    return {6,
            {control("home-objective", "Control the objective wholly within friendly territory", 1),
             {{"border-objective", "Control an objective on the border of friendly territory (each one)", 2, 0, 1, 0},
              true,
              false},
             control("enemy-objective", "Control the objective wholly within enemy territory", 5),
             battle_tactic()}};
}

// The most common scoring: 2 VP for holding any, 2 for holding several, 2 for holding more than the opponent.
BattleplanScoring two_two_two() {
    return {0,
            {control("at-least-one", "Control at least 1 objective", 2),
             control("two-or-more", "Control 2 or more objectives", 2),
             control("more-than-opponent", "Control more objectives than your opponent", 2), battle_tactic()}};
}

}  // namespace

std::vector<BattleplanText> battleplan_list() {
    BattleplanScoring vice = two_two_two();
    vice.lines.insert(
        vice.lines.end() - 1,
        {{"no-enemy-near-last-objective",
          "Battle rounds 4 and 5 only: no enemy unit is within 6\" of the remaining objective", 2, 1, 4, 5},
         false,
         false});
    return {
        {"border-war",
         "Border War",
         1,
         1,
         "capped at a maximum of 6 per turn",
         "Objective victory points are capped at 6 per turn; the underdog's chargers strike harder at the far "
         "objective.",
         "Each player can score at most 6 victory points per turn for controlling objectives. Underdog units that "
         "made a charge this turn add 1 to their hit rolls while contesting the objective that lies wholly within "
         "enemy territory.",
         by_territory(),
         {"battle-for-the-pass", "focal-points", "shifting-objectives", "the-jaws-of-gallet"}},
        {"focal-points",
         "Focal Points",
         1,
         2,
         "change the central objective to be a home objective",
         "Each battle round the underdog may turn the central objective into a home or a flank objective.",
         "At the start of every battle round, once the underdog is known and before any Start of Battle Round "
         "abilities are used, the underdog may declare the central objective a home objective or a flank "
         "objective. It stays that way until the next battle round begins.",
         {0,
          {control("at-least-one", "Control at least 1 objective", 1),
           control("two-or-more", "Control 2 or more objectives", 1),
           control("more-than-opponent", "Control more objectives than your opponent", 1),
           control("home-or-flank-pair", "Control at least 2 home objectives, at least 2 flank objectives, or both", 3),
           battle_tactic()}},
         {"battle-for-the-pass", "border-war", "shifting-objectives", "the-jaws-of-gallet", "the-vice"}},
        {"starstrike",
         "Starstrike",
         1,
         3,
         "set up 1 objective on the boundary between both players",
         "Objectives fall from the sky: 1 on the border in battle round 1, 2 more in battle round 3, each placed by "
         "a 2D6 roll.",
         "At the start of the first battle round, after the active player is decided, that player sets up 1 "
         "objective on the border between the two territories. At the start of the "
         "third battle round the active player sets up 1 more objective on each of the long lines drawn through "
         "the two territories. Each location is its own 2D6 roll against the numbered positions on the map. An "
         "objective landing wholly or partly on faction terrain destroys that feature and every unit on it, then is "
         "set up as usual. One that would land on any other terrain feature is not set up at all: every unit "
         "wholly or partly on that feature suffers D6 mortal damage (rolled unit by unit, and the underdog may have "
         "the active player re-roll it for each of the underdog's units), and the feature becomes an impact site. "
         "Controlling an impact site (Core Rules 32.3) counts as controlling an objective when scoring.",
         {0,
          {control("at-least-one", "Control at least 1 objective", 3),
           control("more-than-opponent", "Control more objectives than your opponent", 3), battle_tactic()}},
         {"battle-for-the-pass", "border-war", "shifting-objectives", "the-jaws-of-gallet", "the-vice"}},
        {"shifting-objectives",
         "Shifting Objectives",
         1,
         4,
         "roll a D3 to determine which objective is the primary",
         "Each battle round a D3 picks which of the 3 objectives is the primary one.",
         "At the start of every battle round, after the active player is decided, that player rolls a D3 to find "
         "the primary objective for the round; the other 2 objectives are secondary. The underdog can make the "
         "active player roll that D3 again.",
         {0,
          {{{"secondary-objective", "Control a secondary objective (each one)", 1, 2, 1, 0}, true, false},
           control("primary-objective", "Control the primary objective", 2),
           control("more-than-opponent", "Control more objectives than your opponent", 2),
           battle_tactic()}},
         {"battle-for-the-pass", "border-war", "focal-points", "the-jaws-of-gallet", "the-vice"}},
        {"feral-foray",
         "Feral Foray",
         1,
         5,
         "each player can raid 1 objective they control in enemy territory",
         "Players raid objectives they hold in enemy territory, so nobody can control them that battle round.",
         "At the start of the battle round each player may raid 1 objective in enemy territory that they control; "
         "for the rest of that battle round a raided objective cannot be contested or controlled. The underdog may "
         "raid an objective in enemy territory that they contest even without controlling it.",
         two_two_two(),
         {"close-to-the-chest", "the-better-part-of-valour"}},
        {"the-jaws-of-gallet",
         "The Jaws of Gallet",
         1,
         6,
         "the underdog can pick 1 objective",
         "From battle round 2 the underdog may remove an objective at the end of their turn.",
         "From the second battle round on, at the end of their turn and once victory points have been scored, the "
         "underdog may remove 1 objective from play. If there is no underdog, nothing is removed.",
         two_two_two(),
         {"battle-for-the-pass", "border-war", "focal-points", "shifting-objectives", "the-vice"}},
        {"battle-for-the-pass",
         "Battle for the Pass",
         2,
         1,
         "add 2 to the control scores of friendly non-HERO units",
         "Objective victory points are capped at 6 per turn; the underdog's non-HERO units control objectives "
         "better.",
         "Each player can score at most 6 victory points per turn for controlling objectives. The underdog may add "
         "2 to the control scores of their non-HERO units.",
         by_territory(),
         {"border-war", "focal-points", "shifting-objectives", "the-jaws-of-gallet", "the-vice"}},
        {"scorched-earth",
         "Scorched Earth",
         2,
         2,
         "subtract 5 from the control scores of enemy units",
         "From battle round 2 a player may remove an objective they hold wholly within enemy territory.",
         "From the second battle round on, at the end of their turn and once victory points have been scored, the "
         "active player may remove from play 1 objective wholly within enemy territory that they control and that "
         "at least one of their units is contesting. At the start of each battle round the underdog may pick 1 "
         "objective they control in their own territory: until the round ends they may subtract 5 from the control "
         "scores of enemy units contesting it (never below 1).",
         two_two_two(),
         {}},
        {"the-better-part-of-valour",
         "The Better Part of Valour",
         2,
         3,
         "that friendly unit gains the DOMINANT keyword",
         "Units that win fights on objectives become DOMINANT and add 10 to their control scores.",
         "When a FIGHT ability used by a friendly non-HERO unit that is contesting an objective destroys an enemy "
         "unit contesting the same objective, the friendly unit gains the DOMINANT keyword; it loses it as soon as "
         "it no longer contests that objective. DOMINANT units add 10 to their control scores. Units in the "
         "underdog's army add 1 to hit rolls for combat attacks that target a DOMINANT unit.",
         two_two_two(),
         {"close-to-the-chest", "feral-foray"}},
        {"the-vice",
         "The Vice",
         2,
         4,
         "remove the 4 starting objectives",
         "The objectives close in: 4 new ones in battle round 2, then a single central one from battle round 4.",
         "At the start of the second battle round, after the active player is decided, that player removes the 4 "
         "starting objectives and sets up a new objective at each of the next locations on the map. At the start "
         "of the fourth battle round the active player removes those 4 and sets up 1 new objective at the central "
         "location. At the end of their turn the underdog may pick 1 objective: each unit contesting it suffers D3 "
         "mortal damage (rolled unit by unit).",
         vice,
         {"battle-for-the-pass", "border-war", "focal-points", "shifting-objectives", "the-jaws-of-gallet"}},
        {"close-to-the-chest",
         "Close to the Chest",
         2,
         5,
         "pick 1 objective in their territory to be the primary objective",
         "Each turn the player who is not active names a primary objective in their own territory.",
         "At the start of every turn the player who is not the active player picks 1 objective in their own "
         "territory as the primary objective until the next turn starts. At the start of their turn, after the "
         "primary objective is picked, the underdog may roll a dice; on a 5+ the opponent has to choose another "
         "primary objective for that turn.",
         {0,
          {control("at-least-one", "Control at least 1 objective", 1),
           control("two-or-more", "Control 2 or more objectives", 1),
           control("more-than-opponent", "Control more objectives than your opponent", 2),
           control("primary-objective", "Control the primary objective", 2), battle_tactic()}},
         {"feral-foray", "the-better-part-of-valour"}},
        {"limited-resources",
         "Limited Resources",
         2,
         6,
         "they have extracted all the resources from that objective",
         "An objective held from one turn to the next is used up: its controller can no longer control it.",
         "Controlling an objective means extracting its resources. After victory points are scored, if the active "
         "player controls an objective they also controlled at the end of their previous turn, they have used it "
         "up: for the rest of the battle they cannot control it, although their units may still contest it to keep "
         "it from the opponent. The underdog may add 3 to the control scores of friendly units contesting an "
         "objective they are extracting resources from.",
         two_two_two(),
         {}},
    };
}

}  // namespace aos4
