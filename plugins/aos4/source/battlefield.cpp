#include "battlefield.hpp"

#include "battlepack.hpp"
#include "editions.hpp"

namespace aos4 {

std::vector<bb::sys::RulesEdition> rules_editions() {
    return {
        {kUpdate2025, "Battle Profiles & Rules updates (June 2025)",
         "Core Rules as changed by the Battle Profiles & Rules updates, June 2025"},
        {kHandbook2024, "General's Handbook 2024-25 (July 2024)", "General's Handbook 2024-25, Matched Play"},
    };
}

std::vector<bb::sys::BoardSize> battlefield_sizes() {
    // Width is the long edge. Other points limits: players adjust size and feature count by agreement.
    return {
        {"2000 points", 60, 44, 2000, 8},
        {"1000 points", 44, 30, 1000, 4},
    };
}

std::vector<bb::sys::RulesSection> battlefield_rules() {
    const auto n = [](std::uint32_t value) { return std::to_string(value); };
    return {
        {"determine-battleplan",
         "Determine the battleplan",
         "One player rolls a dice for the battleplan table: a roll of 1-3 means battleplan table 1, and 4-6 means "
         "battleplan table 2. The other player then rolls a dice to find the battleplan on that table. The players "
         "may instead simply choose a battleplan. (battleboard roll aos4 battleplan rolls both dice.)",
         {},
         {"2. Determine the Battleplan", "On a 1-3, use battleplan table 1"}},
        {"attacker-and-defender",
         "Attacker and defender",
         "The players roll off, and the winner decides which player is the attacker and which the defender. The "
         "defender places the objectives where the battleplan map shows gold circles and then sets up the terrain. "
         "After that the attacker chooses one territory as theirs and the defender gets the other. In the "
         "deployment phase the attacker deploys first.",
         {},
         {"3. Set Up the Battlefield", "The winner chooses which player is the attacker"}},
        {"rolling-off",
         "Rolling off",
         "To roll off, each player rolls a dice and the higher roll wins. On a tie they roll off again until one "
         "wins, unless a rule says otherwise.",
         {},
         {"Roll-off", "each player should roll a dice"}},
        {"terrain-setup",
         "Setting up terrain",
         "The defender sets up the terrain features; " + n(kRecommendedSmall) + " small and " + n(kRecommendedMedium) +
             " medium features are recommended. Every feature must be more than 3\" from the battlefield edge, more "
             "than 3\" from every objective and more than 6\" from every other terrain feature. The players may "
             "use the battleplan's terrain layout map instead, keeping to the same distances. Battleboard measures "
             "the distances as pieces are placed and reports the mix of sizes as advice.",
         {},
         {"3. Set Up the Battlefield", "more than 6\" from all other terrain features"}},
        {"battlefield-size",
         "Battlefield size",
         "1000 points: a 30\" x 44\" battlefield with 4 terrain features. 2000 points: a 44\" x 60\" battlefield "
         "with 8 terrain features. For another points limit, scale the battlefield and the number of features to "
         "suit.",
         {},
         {"Battlefield Size", "we recommend a 44\" x 60\" battlefield with 8 terrain features"}},
        {"battle-length",
         "Battle length",
         "A battle with this battlepack lasts " + n(kBattleRounds) + " battle rounds.",
         {},
         {"Battle Length", "last for 5 battle rounds"}},
        {"glorious-victory",
         "Glorious victory",
         "Each battleplan says how victory points are scored. When the battle ends, a player ahead by " +
             n(kMajorVictoryMargin) + " or more victory points wins a major victory, and one ahead by fewer than " +
             n(kMajorVictoryMargin) +
             " a minor victory. If both have the same victory points, whoever completed more battle tactics wins a "
             "minor victory; if that is level too, the battle is a draw.",
         {},
         {"Glorious Victory", "they win a major victory"}},
        {"objective-markers",
         "Objective markers",
         "Unless a rule says otherwise an objective marker is round and 40 mm across. Models may move across "
         "markers and stop on them, and markers never block visibility. A marker on the border between territories "
         "is within each of those territories but wholly within none of them.",
         {},
         {"32.0 Objectives", "objective markers are round and 40mm wide"}},
    };
}

}  // namespace aos4
