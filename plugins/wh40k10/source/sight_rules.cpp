#include "sight_rules.hpp"

#include "battleboard/geometry/queries.hpp"
#include "terrain_features.hpp"

namespace wh40k10 {
namespace {

using bb::rules::Visibility;

const bb::sys::CatalogueEntry* entry_of(const bb::model::TerrainPiece& piece) {
    static const std::vector<bb::sys::CatalogueEntry> features = terrain_features();
    for (const auto& entry : features)
        if (entry.id == piece.catalogue_id) return &entry;
    return nullptr;
}

const std::string kCover =
    "Benefit of Cover: +1 to the armour save against ranged attacks (not invulnerable saves; "
    "not for Save 3+ or better against AP 0; never more than +1)";

// "Not fully visible because of this feature": some line between the bases passes over it.
bool partly_behind(const bb::rules::PieceOnSightLines& on) { return on.lines_crossing > 0; }

}  // namespace

bb::Result<bb::rules::SightAnswer> answer_sight(const bb::rules::SightQuestion& question) {
    const auto lines = bb::rules::trace_sight_lines(question);
    bb::rules::SightAnswer answer;
    answer.distance = lines.distance;
    const auto& observer = question.observer;
    const auto& target = question.target;
    const bool aircraft = observer.has_keyword("AIRCRAFT") || target.has_keyword("AIRCRAFT");
    const bool towering = observer.has_keyword("TOWERING") || target.has_keyword("TOWERING");
    for (const auto& on : lines.pieces) {
        const auto* entry = entry_of(*on.piece);
        if (!entry) continue;
        const std::string& name = on.piece->label;
        if (entry->has_keyword("RUINS")) {
            if (on.target_wholly_on) add_cover(answer, on.piece, kCover, "The target is wholly within " + name + ".");
            // Seeing into and out of a ruin is allowed; only a ruin neither model is in blocks the view.
            if (on.holds_observer || on.holds_target || !partly_behind(on)) continue;
            if (aircraft) {
                add_reason(answer, on.piece, Visibility::Visible,
                           name + " is in the way, but AIRCRAFT see and are seen normally.");
            } else if (on.crossed_by_all(lines.total)) {
                add_reason(answer, on.piece, Visibility::Hidden,
                           "Every line passes through " + name +
                               ", and models outside ruins cannot see over or through them.");
            } else {
                add_reason(answer, on.piece, Visibility::PartlyHidden,
                           name + " hides part of the target: it can be seen only past the ruin's edge.");
                add_cover(answer, on.piece, kCover, "Not fully visible because of " + name + ".");
            }
        } else if (entry->has_keyword("WOODS")) {
            if (on.target_wholly_on) {
                add_reason(answer, on.piece, Visibility::PartlyHidden,
                           "A model wholly within " + name + " is never fully visible.");
                add_cover(answer, on.piece, kCover, "The target is wholly within " + name + ".");
            } else if (partly_behind(on) && !on.observer_wholly_on && !on.holds_target) {
                if (aircraft || towering) {
                    add_reason(answer, on.piece, Visibility::Visible,
                               "The line passes over " + name +
                                   ", but AIRCRAFT and TOWERING models see and are seen normally.");
                    continue;
                }
                add_reason(answer, on.piece, Visibility::PartlyHidden,
                           "The observer looks through or over " + name + ", so the target is not fully visible.");
                add_cover(answer, on.piece, kCover, "Seen through " + name + ".");
            }
        } else if (entry->has_keyword("BARRICADE")) {
            if (!partly_behind(on) || on.holds_observer) continue;
            add_reason(answer, on.piece, Visibility::PartlyHidden, name + " stands between the models.");
            const bool close =
                bb::geo::wholly_within(bb::geo::Circle{target.position, target.base / 2}, on.piece->on_board(), 3.0);
            if (target.has_keyword("INFANTRY") && close)
                add_cover(answer, on.piece, kCover, "INFANTRY wholly within 3\" of " + name + " and partly behind it.");
            else
                answer.reasons.push_back(
                    {on.piece->id, name + " gives cover only to INFANTRY wholly within 3\" of it" +
                                       std::string(target.has_keyword("INFANTRY") ? "; the target is farther." : ".")});
        } else if (entry->has_keyword("CRATER")) {
            if (target.has_keyword("INFANTRY") && on.target_wholly_on)
                add_cover(answer, on.piece, kCover, "INFANTRY wholly on top of " + name + ".");
        } else if (partly_behind(on) && !on.holds_observer && !on.holds_target) {  // BATTLEFIELD DEBRIS, HILL
            add_reason(answer, on.piece, Visibility::PartlyHidden,
                       name +
                           " stands between the models; normal visibility applies, so look from the model to be "
                           "sure how much it hides.");
            add_cover(answer, on.piece, kCover, "Not fully visible because of " + name + ".");
        }
    }
    return answer;
}

}  // namespace wh40k10
