#include "app/session/table_dice.hpp"

#include "app/session/battlefield_edits.hpp"
#include "battleboard/layout/battleplan_layout.hpp"

#include <utility>

namespace app {

void TableDice::log(std::string what, std::string result) {
    battles_.log_roll(score_.round(), std::move(what), std::move(result));
}

bb::Result<std::vector<bb::rules::RollStep>> TableDice::roll(const std::string& table_id) {
    const auto& system = library_.system();
    auto steps = bb::rules::roll_table(system, table_id, dice_);
    if (!steps) return steps;
    for (const auto& step : *steps) {
        const auto* table = system.find_table(step.table_id);
        log(table ? table->name : step.table_id,
            "rolled " + std::to_string(step.total) + (step.row ? ": " + step.row->result : std::string()));
    }
    return steps;
}

bb::Result<std::vector<bb::rules::RollStep>> TableDice::roll_for_selected(const std::string& table_id) {
    auto* piece = selection_.piece(battles_.current());
    if (!piece) return bb::make_error("Select a piece first.");
    auto steps = roll(table_id);
    if (!steps) return steps;
    for (const auto& step : *steps) piece->rolls.push_back({step.table_id, step.faces, step.total});
    constexpr std::size_t kKeptRolls = 16;  // the latest results matter at the table
    if (piece->rolls.size() > kKeptRolls) piece->rolls.erase(piece->rolls.begin(), piece->rolls.end() - kKeptRolls);
    return steps;
}

std::vector<int> TableDice::roll_dice(const bb::sys::Dice& dice) { return bb::rules::roll_dice(dice, dice_); }

bb::dice::PoolRoll TableDice::roll_pool(const bb::dice::PoolRequest& request) {
    auto rolled = bb::dice::roll_pool(request, random_);
    log(bb::dice::describe(rolled.request), bb::dice::describe_result(rolled));
    return rolled;
}

bb::Result<std::string> TableDice::roll_battleplan() {
    const auto& system = library_.system();
    auto plan = bb::layout::roll_battleplan(system, dice_);
    if (!plan) return plan.error();
    apply_battleplan(battles_.battlefield(), selection_, system, (*plan)->id);
    log(system.battleplan_term + " roll", (*plan)->name);
    return (*plan)->name;
}

}  // namespace app
