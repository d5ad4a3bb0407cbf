#pragma once
// Battleboard's default maps for the twelve battleplans. The seed gives no geometry, so territories and objective
// positions are symmetric defaults on a 60" x 44" battlefield (x along the long edge), marked "check against your
// book" and editable by the players. Each map also lists its objectives round by round.
#include "battleboard/model/objective.hpp"
#include "battleboard/system/objective_rounds.hpp"

#include <vector>

namespace aos4 {

inline constexpr double kMapWidth = 60;
inline constexpr double kMapDepth = 44;

struct BattleplanMap {
    std::vector<bb::model::Territory> territories;
    std::vector<bb::model::Objective> objectives;  // set up before the battle (the map's gold circles)
    std::vector<bb::sys::ObjectiveRound> rounds;   // one per battle round
};

// Empty for an id that is not one of the twelve.
BattleplanMap battleplan_map(const std::string& battleplan_id);

}  // namespace aos4
