#pragma once
// Rolling on a dice table, following "roll again on table X" rows until an outcome is reached.
#include "battleboard/result.hpp"
#include "battleboard/system/system_description.hpp"

#include <random>

namespace bb::rules {

struct RollStep {
    std::string table_id;
    std::vector<int> faces;
    int total = 0;
    const sys::TableRow* row = nullptr;  // points into the description's tables
};

// The seed makes rolls repeatable (CLI --seed, tests); the app seeds from the clock.
using DiceEngine = std::mt19937;

std::vector<int> roll_dice(const sys::Dice& dice, DiceEngine& engine);

// Rolls `table_id` and any tables its rows lead to. Fails for unknown tables or gaps in a table.
Result<std::vector<RollStep>> roll_table(const sys::SystemDescription& system, const std::string& table_id,
                                         DiceEngine& engine);

}  // namespace bb::rules
