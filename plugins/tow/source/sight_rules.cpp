#include "sight_rules.hpp"

#include "battleboard/geometry/queries.hpp"
#include "battleboard/rules/placement_checks.hpp"

namespace tow {

bb::rules::SightAnswer judge_sight(const bb::rules::SightQuestion& question, const bb::rules::SightLines& lines) {
    using bb::rules::Visibility;
    auto answer = bb::rules::start_answer(lines);
    for (const auto& on : lines.pieces) {
        const std::string& name = on.piece->label;
        if (on.holds_target)
            add_cover(answer, on.piece, "full cover", [&] {
                return std::string("The target occupies " + name +
                                   ": shots at a garrison treat it as behind full cover.");
            });
        if (on.holds_observer) {
            // Measurements to and from a garrison are taken from the building itself.
            answer.distance = bb::geo::distance(bb::geo::Circle{question.target.position, question.target.base / 2},
                                                on.piece->on_board());
            add_note(answer, on.piece, [&] {
                return std::string("The firer occupies " + name +
                                   ": it sees all round, over and through other models, and range is measured from the "
                                   "building (" +
                                   bb::rules::inches(answer.distance) + ").");
            });
        }
        if (!on.holds_observer && !on.holds_target && on.crossed_by_all(lines.total))
            add_reason(answer, on.piece, Visibility::PartlyHidden, [&] {
                return std::string(name +
                                   " stands across the view: buildings are impassable, so look from the model to see "
                                   "whether the target shows past it.");
            });
    }
    settle(answer);
    return answer;
}

bb::Result<bb::rules::SightAnswer> answer_sight(const bb::rules::SightQuestion& question) {
    return bb::rules::answer_sight_with(question, &judge_sight);
}

bb::Result<bb::rules::SightMap> answer_sight_map(const bb::rules::SightMapQuestion& question) {
    return bb::rules::sight_map_with(question, &judge_sight);
}

}  // namespace tow
