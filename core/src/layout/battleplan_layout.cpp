#include "battleboard/layout/battleplan_layout.hpp"

namespace bb::layout {

void apply_battleplan(model::Battlefield& battlefield, const sys::Battleplan* plan) {
    battlefield.battleplan_id = plan ? plan->id : "";
    battlefield.territories.clear();
    battlefield.objectives.clear();
    if (!plan) return;
    const double sx = plan->width > 0 ? battlefield.width / plan->width : 1.0;
    const double sy = plan->depth > 0 ? battlefield.depth / plan->depth : 1.0;
    for (auto territory : plan->territories) {
        for (auto& p : territory.area.points) p = {p.x * sx, p.y * sy};
        battlefield.territories.push_back(std::move(territory));
    }
    for (auto objective : plan->objectives) {
        objective.position = {objective.position.x * sx, objective.position.y * sy};
        battlefield.add_objective(std::move(objective));
    }
}

Result<const sys::Battleplan*> roll_battleplan(const sys::SystemDescription& system, rules::DiceEngine& dice) {
    auto steps = rules::roll_table(system, "battleplan", dice);
    if (!steps) return steps.error();
    const auto* row = steps->back().row;
    for (const auto& plan : system.battleplans)
        if (plan.id == row->text || plan.name == row->result) return &plan;
    return make_error("The roll gave '" + row->result + "', which is not one of the battleplans.");
}

}  // namespace bb::layout
