#include "sight_rules.hpp"

#include "battleboard/geometry/queries.hpp"
#include "battleboard/rules/placement_checks.hpp"

namespace tow {

bb::Result<bb::rules::SightAnswer> answer_sight(const bb::rules::SightQuestion& question) {
    using bb::rules::Visibility;
    const auto lines = bb::rules::trace_sight_lines(question);
    bb::rules::SightAnswer answer;
    answer.distance = lines.distance;
    for (const auto& on : lines.pieces) {
        const std::string& name = on.piece->label;
        if (on.holds_target)
            add_cover(answer, on.piece, "full cover",
                      "The target occupies " + name + ": shots at a garrison treat it as behind full cover.");
        if (on.holds_observer) {
            // Measurements to and from a garrison are taken from the building itself.
            answer.distance = bb::geo::distance(bb::geo::Circle{question.target.position, question.target.base / 2},
                                                on.piece->on_board());
            answer.reasons.push_back(
                {on.piece->id, "The firer occupies " + name +
                                   ": it sees all round, over and "
                                   "through other models, and range is measured from the building (" +
                                   bb::rules::inches(answer.distance) + ")."});
        }
        if (!on.holds_observer && !on.holds_target && on.crossed_by_all(lines.total))
            add_reason(answer, on.piece, Visibility::PartlyHidden,
                       name +
                           " stands across the view: buildings are impassable, so look from the model to see "
                           "whether the target shows past it.");
    }
    return answer;
}

}  // namespace tow
