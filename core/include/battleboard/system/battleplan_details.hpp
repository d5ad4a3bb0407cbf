#pragma once
// What a battleplan holds beyond its map (sys::Battleplan): its scoring lines, the other battleplans its terrain
// layout serves, and its objectives round by round. Kept apart from Battleplan so that type stays unchanged.
#include "battleboard/system/objective_rounds.hpp"
#include "battleboard/system/scoring.hpp"

namespace bb::sys {

struct BattleplanDetails {
    std::string battleplan_id;
    BattleplanScoring scoring;
    std::vector<std::string> layout_shared_with;   // battleplan ids that can use this one's terrain layout map
    std::vector<ObjectiveRound> objective_rounds;  // one per battle round, in order

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(battleplan_id, scoring, layout_shared_with, objective_rounds);
    }
};

}  // namespace bb::sys

CEREAL_CLASS_VERSION(bb::sys::BattleplanDetails, 1);
