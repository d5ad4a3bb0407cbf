#pragma once
// A filled-in score sheet worked out: victory points per round and player with the
// battleplan's caps applied, the underdog of each round, and the result.
#include <cereal/cereal.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>
#include <cstdint>
#include <string>
#include <vector>

namespace aos4 {

inline constexpr std::int32_t kNoPlayer = -1;

struct TurnTally {
    std::uint32_t objective_vp = 0;  // from objective-control lines, after the battleplan's cap
    std::uint32_t objective_vp_uncapped = 0;
    std::uint32_t other_vp = 0;  // other scoring lines
    std::uint32_t battle_tactic_vp = 0;
    std::uint32_t turn_vp = 0;        // the three above
    std::uint32_t running_total = 0;  // the player's total at the end of this turn's round

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(objective_vp, objective_vp_uncapped, other_vp, battle_tactic_vp, turn_vp, running_total);
    }
};

struct RoundTally {
    std::uint32_t round = 1;
    std::int32_t underdog = kNoPlayer;     // decided at the start of the round
    std::int32_t double_turn = kNoPlayer;  // the player who took a double turn this round
    bool seized_initiative = false;        // that double turn seized the initiative
    std::vector<TurnTally> players;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(round, underdog, double_turn, seized_initiative, players);
    }
};

enum class Outcome : std::uint8_t { Draw = 0, MinorVictory = 1, MajorVictory = 2 };

struct ScoreSummary {
    std::vector<RoundTally> rounds;
    std::vector<std::uint32_t> totals;                    // per player
    std::vector<std::uint32_t> battle_tactics_completed;  // per player, counting only those that scored
    std::uint32_t battle_rounds = 0;                      // how many the battle lasts
    bool finished = false;                                // every battle round is on the sheet
    Outcome outcome = Outcome::Draw;                      // as things stand (final once finished)
    std::int32_t winner = kNoPlayer;
    std::string result;                 // one line for people, e.g. "Major victory for Ann, 34 to 22"
    std::vector<std::string> warnings;  // ticks the rules do not allow; they score nothing

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(rounds, totals, battle_tactics_completed, battle_rounds, finished, outcome, winner, result, warnings);
    }
};

}  // namespace aos4

CEREAL_CLASS_VERSION(aos4::TurnTally, 1);
CEREAL_CLASS_VERSION(aos4::RoundTally, 1);
CEREAL_CLASS_VERSION(aos4::ScoreSummary, 1);
