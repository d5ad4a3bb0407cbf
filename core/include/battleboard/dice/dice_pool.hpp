#pragma once
// The dice tray: a pool of dice rolled against a target ("12 dice, hits on 3+, re-roll 1s"), its successes
// counted, and optionally a second step rolled with one die per success (wound rolls after hit rolls).
#include "battleboard/dice/random_source.hpp"

#include <optional>
#include <string>
#include <vector>

namespace bb::dice {

// The kinds of dice the game systems roll: D6, D3 (a D6 halved, rounded up), 2D6 (the two added) and D66
// (tens from the first die, units from the second: 11 to 66).
enum class DieKind { D6, D3, TwoD6, D66 };

enum class Reroll { None, Ones, Failures };

struct Step {
    int target = 4;  // a die succeeds when it shows this or more (2+ to 6+ for a D6)
    Reroll reroll = Reroll::None;
};

struct PoolRequest {
    DieKind kind = DieKind::D6;
    int count = 1;  // 1 to kMaxDice
    Step first;
    std::optional<Step> second;  // rolled with one die per success of the first
};

struct Die {
    int face = 0;
    int rerolled_from = 0;  // the face it showed before its re-roll; 0 when it was not re-rolled
    bool success = false;
};

struct StepRoll {
    Step step;
    std::vector<Die> dice;
    int successes = 0;
};

struct PoolRoll {
    PoolRequest request;
    StepRoll first;
    std::optional<StepRoll> second;  // absent when the request has none
    // The successes of the last step rolled: what the player carries on.
    int successes() const { return second ? second->successes : first.successes; }
};

inline constexpr int kMaxDice = 60;

int lowest_face(DieKind kind);
int highest_face(DieKind kind);
// "D6", "D3", "2D6", "D66"
const char* kind_name(DieKind kind);
// One die of the kind, from raw D6 (or D3) faces.
int roll_die(DieKind kind, const RandomSource& source);

// Rolls the whole request; counts and targets outside the dice's range are clamped into it.
PoolRoll roll_pool(PoolRequest request, const RandomSource& source);

// "12 D6, 3+, re-roll 1s, then 4+": what was rolled, in words for the roll log.
std::string describe(const PoolRequest& request);
// "7 successes (1 1 2 3 3 4 ...)": the result in words for the roll log.
std::string describe_result(const PoolRoll& roll);

}  // namespace bb::dice
