#pragma once
// How a battleplan awards victory points, line by line as a score sheet ticks them. What only one game system's
// rules give a line (an objective cap, tactics scored per turn) stays in that system's plugin.
#include <cereal/cereal.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>
#include <cstdint>
#include <string>
#include <vector>

namespace bb::sys {

struct ScoringLine {
    std::string id;                 // stable within its battleplan, e.g. "border-objective"
    std::string text;               // the line in plain words
    std::uint32_t vp = 0;           // victory points each time it is scored
    std::uint32_t max_times = 1;    // times it can be scored in one turn; 0: once per qualifying objective
    std::uint32_t first_round = 1;  // the battle rounds in which it scores
    std::uint32_t last_round = 0;   // 0: to the end of the battle

    bool scores_in(std::uint32_t round) const {
        return round >= first_round && (last_round == 0 || round <= last_round);
    }

    // Version 2 left out two flags of one game system's rules (plugin API version 3 and later send only it).
    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(id, text, vp, max_times, first_round, last_round);
    }
};

struct BattleplanScoring {
    std::vector<ScoringLine> lines;

    const ScoringLine* find_line(const std::string& line_id) const {
        for (const ScoringLine& line : lines)
            if (line.id == line_id) return &line;
        return nullptr;
    }

    // Version 2 left out one game system's cap on objective points (plugin API version 3 and later send only it).
    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(lines);
    }
};

}  // namespace bb::sys

CEREAL_CLASS_VERSION(bb::sys::ScoringLine, 2);
CEREAL_CLASS_VERSION(bb::sys::BattleplanScoring, 2);
