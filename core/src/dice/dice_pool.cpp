#include "battleboard/dice/dice_pool.hpp"

#include <algorithm>

namespace bb::dice {

int lowest_face(DieKind kind) {
    switch (kind) {
        case DieKind::TwoD6: return 2;
        case DieKind::D66: return 11;
        default: return 1;
    }
}

int highest_face(DieKind kind) {
    switch (kind) {
        case DieKind::D3: return 3;
        case DieKind::TwoD6: return 12;
        case DieKind::D66: return 66;
        default: return 6;
    }
}

const char* kind_name(DieKind kind) {
    switch (kind) {
        case DieKind::D3: return "D3";
        case DieKind::TwoD6: return "2D6";
        case DieKind::D66: return "D66";
        default: return "D6";
    }
}

int roll_die(DieKind kind, const RandomSource& source) {
    switch (kind) {
        case DieKind::D3: return roll_face(source, 3);
        case DieKind::TwoD6: return roll_face(source, 6) + roll_face(source, 6);
        case DieKind::D66: return 10 * roll_face(source, 6) + roll_face(source, 6);
        default: return roll_face(source, 6);
    }
}

namespace {

Step clamped(Step step, DieKind kind) {
    step.target = std::clamp(step.target, lowest_face(kind) + 1, highest_face(kind));
    return step;
}

StepRoll roll_step(DieKind kind, int count, const Step& step, const RandomSource& source) {
    StepRoll roll{step, {}, 0};
    for (int i = 0; i < count; ++i) roll.dice.push_back({roll_die(kind, source), 0, false});
    // As at the table: the whole pool is rolled, then the dice the rule allows are picked up and rolled once
    // more, and the second result stands.
    for (auto& die : roll.dice) {
        const bool reroll = (step.reroll == Reroll::Ones && die.face == lowest_face(kind)) ||
                            (step.reroll == Reroll::Failures && die.face < step.target);
        if (reroll) die = {roll_die(kind, source), die.face, false};
        die.success = die.face >= step.target;
        roll.successes += die.success;
    }
    return roll;
}

std::string step_words(const Step& step) {
    std::string text = std::to_string(step.target) + "+";
    if (step.reroll == Reroll::Ones) text += ", re-roll 1s";
    if (step.reroll == Reroll::Failures) text += ", re-roll failures";
    return text;
}

std::string faces(const StepRoll& roll) {
    std::vector<int> sorted;
    for (const auto& die : roll.dice) sorted.push_back(die.face);
    std::sort(sorted.begin(), sorted.end());
    std::string text;
    for (int face : sorted) text += (text.empty() ? "" : " ") + std::to_string(face);
    return text;
}

std::string successes_words(int n) { return std::to_string(n) + (n == 1 ? " success" : " successes"); }

}  // namespace

PoolRoll roll_pool(PoolRequest request, const RandomSource& source) {
    request.count = std::clamp(request.count, 1, kMaxDice);
    request.first = clamped(request.first, request.kind);
    if (request.second) request.second = clamped(*request.second, request.kind);
    PoolRoll roll{request, roll_step(request.kind, request.count, request.first, source), std::nullopt};
    if (request.second) roll.second = roll_step(request.kind, roll.first.successes, *request.second, source);
    return roll;
}

std::string describe(const PoolRequest& request) {
    std::string text = std::to_string(request.count) + " " + kind_name(request.kind) + ", " + step_words(request.first);
    if (request.second) text += "; then " + step_words(*request.second);
    return text;
}

std::string describe_result(const PoolRoll& roll) {
    std::string text = successes_words(roll.first.successes) + " (" + faces(roll.first) + ")";
    if (roll.second) {
        text += "; then " + successes_words(roll.second->successes);
        if (!roll.second->dice.empty()) text += " (" + faces(*roll.second) + ")";
    }
    return text;
}

}  // namespace bb::dice
