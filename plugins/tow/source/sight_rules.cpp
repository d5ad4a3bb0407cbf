#include "sight_rules.hpp"

#include "battleboard/geometry/queries.hpp"
#include "battleboard/rules/placement_checks.hpp"
#include "battleboard/sdk/panel_sdk.hpp"
#include "buildings/building_operations.hpp"
#include "catalogue.hpp"

namespace tow {

namespace {

// Only a building the players agreed to make occupiable, and wide enough for it, holds a unit: any other is
// impassable terrain, with nobody inside to shoot from it or at it.
bool occupiable(const bb::model::TerrainPiece& piece) {
    const auto* entry = find_entry(piece.catalogue_id);
    return entry && entry->category == kBuildingCategory &&
           bb::plugin::sdk::attribute(piece, bb::plugin::building_attribute::kOccupiable) == "yes" &&
           bb::plugin::widest_dimension(piece) >= number(*entry, key::kOccupiableAtLeast) - bb::geo::kTolerance;
}

}  // namespace

bb::rules::SightAnswer judge_sight(const bb::rules::SightQuestion& question, const bb::rules::SightLines& lines) {
    using bb::rules::Visibility;
    auto answer = bb::rules::start_answer(lines);
    for (const auto& on : lines.pieces) {
        const std::string& name = on.piece->label;
        const bool garrison = occupiable(*on.piece);
        if (on.holds_target && garrison)
            add_cover(answer, on.piece, "full cover", [&] {
                return std::string("The target occupies " + name +
                                   ": shots at a garrison treat it as behind full cover.");
            });
        if (on.holds_observer && garrison) {
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
