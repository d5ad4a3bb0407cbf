#pragma once
// A battleplan's scoring under Age of Sigmar's rules: its lines as every host sees them (sys::ScoringLine), plus
// what only these rules give them: the lines for controlling objectives, whose victory points are capped per
// turn, and the line a completed battle tactic scores.
#include "battleboard/system/scoring.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace aos4 {

struct ScoringLine : bb::sys::ScoringLine {
    bool objective_control = false;  // VP for controlling objectives: counts toward the per-turn cap
    bool battle_tactic = false;      // scored by completing the battle tactic attempted this turn
};

struct BattleplanScoring {
    std::uint32_t objective_vp_cap = 0;  // most VP a player scores from objective_control lines per turn; 0: none
    std::vector<ScoringLine> lines;

    const ScoringLine* find_line(const std::string& line_id) const;
    // The lines as "battleplan-details" hands them to the host.
    bb::sys::BattleplanScoring shared() const;
};

// The scoring of one of the battleplans (battleplan_list.hpp); null for an id that is none of them.
const BattleplanScoring* scoring_of(const std::string& battleplan_id);

}  // namespace aos4
