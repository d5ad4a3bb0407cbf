#include "battleboard/rules/roll.hpp"

namespace bb::rules {

std::vector<int> roll_dice(const sys::Dice& dice, DiceEngine& engine) {
    std::uniform_int_distribution<int> face(1, int(std::max(1u, dice.sides)));
    std::vector<int> faces;
    for (std::uint32_t i = 0; i < dice.count; ++i) faces.push_back(face(engine));
    return faces;
}

Result<std::vector<RollStep>> roll_table(const sys::SystemDescription& system, const std::string& table_id,
                                         DiceEngine& engine) {
    std::vector<RollStep> steps;
    std::string next = table_id;
    constexpr int kMaxChain = 8;  // tables lead to at most a few others; a loop in plugin data must not hang
    while (!next.empty()) {
        if (steps.size() == kMaxChain) return make_error("The table '" + table_id + "' leads to too many others.");
        const sys::DiceTable* table = system.find_table(next);
        if (!table) return make_error("There is no table '" + next + "' in " + system.name + ".");
        RollStep step;
        step.table_id = next;
        step.faces = roll_dice(table->dice, engine);
        step.total = table->dice.modifier;
        for (int f : step.faces) step.total += f;
        step.row = table->row_for(step.total);
        if (!step.row)
            return make_error("The table '" + next + "' has no row for a roll of " + std::to_string(step.total) + ".");
        next = step.row->next_table;
        steps.push_back(std::move(step));
    }
    return steps;
}

}  // namespace bb::rules
