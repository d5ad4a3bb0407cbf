#pragma once
// The battle summed up by its game system's plugin (the "summary" operation), from state only the plugin reads:
// each player's score, who leads, the result as it stands and what the rules do not allow. The host shows it as
// it is, wherever a score appears (the Battle tab, a shared link's preview, the CLI's `score`).
#include <cereal/cereal.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>
#include <cstdint>
#include <string>
#include <vector>

namespace bb::rules {

struct PlayerStanding {
    std::string name;  // as the players typed it, or the plugin's word for the seat ("Attacker")
    std::int64_t score = 0;
    std::string detail;  // one line more, worded by the plugin (e.g. tactics completed); may be empty

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(name, score, detail);
    }
};

inline constexpr std::int32_t kNobody = -1;

struct BattleSummary {
    bool kept = false;  // the battle has a score; nothing else is meaningful without it
    std::vector<PlayerStanding> players;
    std::int32_t leader = kNobody;    // the player ahead (or the winner once finished); kNobody when level
    std::uint32_t rounds_played = 0;  // battle rounds on the sheet
    std::uint32_t battle_rounds = 0;  // how many the battle lasts; 0 when the system does not say
    bool finished = false;
    std::string unit = "VP";  // what the scores count
    std::string result;       // one line, e.g. "Major victory for Ann, 34 to 22 VP."
    std::vector<std::string> warnings;
    std::vector<std::string> rounds;  // one line per battle round played, worded by the plugin; may be empty

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(kept, players, leader, rounds_played, battle_rounds, finished, unit, result, warnings, rounds);
    }
};

}  // namespace bb::rules

CEREAL_CLASS_VERSION(bb::rules::PlayerStanding, 1);
CEREAL_CLASS_VERSION(bb::rules::BattleSummary, 1);
