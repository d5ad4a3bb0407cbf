#pragma once
// How a battleplan awards victory points, line by line as a score sheet ticks them.
#include <cereal/cereal.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>
#include <cstdint>
#include <string>
#include <vector>

namespace bb::sys {

struct ScoringLine {
    std::string id;                  // stable within its battleplan, e.g. "border-objective"
    std::string text;                // the line in plain words
    std::uint32_t vp = 0;            // victory points each time it is scored
    std::uint32_t max_times = 1;     // times it can be scored in one turn; 0: once per qualifying objective
    bool objective_control = false;  // VP for controlling objectives: counts toward the per-turn cap
    bool battle_tactic = false;      // scored by completing the battle tactic attempted this turn
    std::uint32_t first_round = 1;   // the battle rounds in which it scores
    std::uint32_t last_round = 0;    // 0: to the end of the battle

    bool scores_in(std::uint32_t round) const {
        return round >= first_round && (last_round == 0 || round <= last_round);
    }

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(id, text, vp, max_times, objective_control, battle_tactic, first_round, last_round);
    }
};

struct BattleplanScoring {
    std::uint32_t objective_vp_cap = 0;  // most VP a player scores from objective_control lines per turn; 0: none
    std::vector<ScoringLine> lines;

    const ScoringLine* find_line(const std::string& line_id) const {
        for (const ScoringLine& line : lines)
            if (line.id == line_id) return &line;
        return nullptr;
    }

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(objective_vp_cap, lines);
    }
};

}  // namespace bb::sys

CEREAL_CLASS_VERSION(bb::sys::ScoringLine, 1);
CEREAL_CLASS_VERSION(bb::sys::BattleplanScoring, 1);
