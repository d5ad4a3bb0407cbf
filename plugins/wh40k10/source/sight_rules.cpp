#include "sight_rules.hpp"

#include "battleboard/geometry/queries.hpp"
#include "terrain_features.hpp"

#include <cmath>
#include <cstdio>
#include <unordered_map>

namespace wh40k10 {
namespace {

using bb::rules::Visibility;

// The rules a feature follows, by the first of these keywords it has.
enum class Feature { Ruins, Woods, Barricade, Crater, Other };

Feature feature_by_keywords(const bb::sys::CatalogueEntry& entry) {
    if (entry.has_keyword("RUINS")) return Feature::Ruins;
    if (entry.has_keyword("WOODS")) return Feature::Woods;
    if (entry.has_keyword("BARRICADE")) return Feature::Barricade;
    if (entry.has_keyword("CRATER")) return Feature::Crater;
    return Feature::Other;  // BATTLEFIELD DEBRIS, HILL
}

// By id, each feature's rules decided once: the sight map judges thousands of situations, each looking up every
// piece on its lines. Null for an id not in the catalogue.
const Feature* feature_of(const bb::model::TerrainPiece& piece) {
    static const auto by_id = [] {
        std::unordered_map<std::string, Feature> index;
        for (const auto& entry : terrain_features()) index.emplace(entry.id, feature_by_keywords(entry));
        return index;
    }();
    const auto found = by_id.find(piece.catalogue_id);
    return found == by_id.end() ? nullptr : &found->second;
}

const std::string kCover =
    "Benefit of Cover: +1 to the armour save against ranged attacks (not invulnerable saves; "
    "not for Save 3+ or better against AP 0; never more than +1)";

constexpr double kPlungingHeight = 6.0;  // inches above ground level, firing from within a ruin

// "Not fully visible because of this feature": some line between the bases passes over it.
bool partly_behind(const bb::rules::PieceOnSightLines& on) { return on.lines_crossing > 0; }

// Some part of the base is within the footprint.
bool within(double gap) { return gap <= bb::geo::kTolerance; }

std::string inches_text(double value) {
    char text[16];
    std::snprintf(text, sizeof text, "%g\"", std::round(value * 10) / 10);
    return text;
}

// Marks a piece leaves for the rules about the pieces together: the lines a ruin stops (low bits, one per line)
// and an observer wholly within a ruin high enough for plunging fire.
constexpr std::uint32_t kBlockedLines = (1u << (bb::rules::kSpotPoints * bb::rules::kSpotPoints)) - 1;
constexpr std::uint32_t kPlunging = 1u << 31;

std::uint32_t judge_piece(const bb::rules::SightQuestion& question, const bb::rules::SightLines& lines,
                          const bb::rules::PieceOnSightLines& on, bb::rules::SightAnswer& answer) {
    const Feature* feature = feature_of(*on.piece);
    if (!feature) return 0;
    const auto& observer = question.observer;
    const auto& target = question.target;
    const std::string& name = on.piece->label;
    if (*feature == Feature::Ruins) {
        const std::uint32_t plunging = on.observer_wholly_on && observer.elevation >= kPlungingHeight ? kPlunging : 0;
        if (on.target_wholly_on)
            add_cover(answer, on.piece, kCover,
                      [&] { return std::string("The target is wholly within " + name + "."); });
        if (!partly_behind(on)) return plunging;
        // Models within a ruin are seen normally; those wholly within (or TOWERING and within) see out.
        if (within(on.target_gap)) {
            if (!on.target_wholly_on) {
                add_reason(answer, on.piece, Visibility::PartlyHidden, [&] {
                    return std::string("The target stands partly within " + name +
                                       ": it is seen normally, but not fully, because of the ruin.");
                });
                add_cover(answer, on.piece, kCover,
                          [&] { return std::string("Not fully visible because of " + name + "."); });
            }
            return plunging;
        }
        if (on.observer_wholly_on || (within(on.observer_gap) && observer.has_keyword("TOWERING"))) {
            add_note(answer, on.piece,
                     [&] { return std::string("The observer is within " + name + " and sees out of it normally."); });
            return plunging;
        }
        if (observer.has_keyword("AIRCRAFT") || target.has_keyword("AIRCRAFT")) {
            add_note(answer, on.piece,
                     [&] { return std::string(name + " is in the way, but AIRCRAFT see and are seen normally."); });
            return plunging;
        }
        if (on.crossed_by_all(lines.total)) {
            add_reason(answer, on.piece, Visibility::Hidden, [&] {
                return std::string("Every line passes through " + name +
                                   ", and models outside ruins cannot see over or through them.");
            });
        } else {
            add_reason(answer, on.piece, Visibility::PartlyHidden, [&] {
                return std::string(name + " hides part of the target: models outside ruins cannot see through them.");
            });
            add_cover(answer, on.piece, kCover,
                      [&] { return std::string("Not fully visible because of " + name + "."); });
        }
        return plunging | (on.crossing & kBlockedLines);
    }
    if (*feature == Feature::Woods) {
        // The exception covers both of the woods' visibility rules, for the observer and the target alike.
        const bool seen_normally = observer.has_keyword("AIRCRAFT") || target.has_keyword("AIRCRAFT") ||
                                   observer.has_keyword("TOWERING") || target.has_keyword("TOWERING");
        if (on.target_wholly_on) {
            if (seen_normally)
                add_note(answer, on.piece, [&] {
                    return std::string("The target is wholly within " + name +
                                       ", but visibility to and from AIRCRAFT and TOWERING models is worked out "
                                       "as usual.");
                });
            else
                add_reason(answer, on.piece, Visibility::PartlyHidden,
                           [&] { return std::string("A model wholly within " + name + " is never fully visible."); });
            // Being wholly within gives the Benefit of Cover whatever the keywords.
            add_cover(answer, on.piece, kCover,
                      [&] { return std::string("The target is wholly within " + name + "."); });
        } else if (partly_behind(on) && !on.observer_wholly_on && !on.holds_target) {
            if (seen_normally) {
                add_note(answer, on.piece, [&] {
                    return std::string("The line passes over " + name +
                                       ", but AIRCRAFT and TOWERING models see and are seen normally.");
                });
                return 0;
            }
            add_reason(answer, on.piece, Visibility::PartlyHidden, [&] {
                return std::string("The observer looks through or over " + name +
                                   ", so the target is not fully visible.");
            });
            add_cover(answer, on.piece, kCover, [&] { return std::string("Seen through " + name + "."); });
        }
    } else if (*feature == Feature::Barricade) {
        if (!partly_behind(on) || on.holds_observer) return 0;
        add_reason(answer, on.piece, Visibility::PartlyHidden, [&] {
            return std::string(name +
                               " stands between the models; normal visibility applies, so look from the model to be "
                               "sure how much it hides.");
        });
        static_assert(bb::rules::kNearbyReach == 3.0, "barricades give cover wholly within 3\"");
        if (target.has_keyword("INFANTRY") && on.target_wholly_near)
            add_cover(answer, on.piece, kCover,
                      [&] { return std::string("INFANTRY wholly within 3\" of " + name + " and partly behind it."); });
        else
            add_note(answer, on.piece, [&] {
                return std::string(name + " gives cover only to INFANTRY wholly within 3\" of it" +
                                   std::string(target.has_keyword("INFANTRY") ? "; the target is farther." : "."));
            });
    } else if (*feature == Feature::Crater) {
        if (target.has_keyword("INFANTRY") && on.target_wholly_on)
            add_cover(answer, on.piece, kCover, [&] { return std::string("INFANTRY wholly on top of " + name + "."); });
    } else if (partly_behind(on) && !on.holds_observer && !on.holds_target) {  // BATTLEFIELD DEBRIS, HILL
        add_reason(answer, on.piece, Visibility::PartlyHidden, [&] {
            return std::string(name +
                               " stands between the models; normal visibility applies, so look from the model to be "
                               "sure how much it hides.");
        });
        add_cover(answer, on.piece, kCover, [&] { return std::string("Not fully visible because of " + name + "."); });
    }
    return 0;
}

void finish(const bb::rules::SightQuestion& question, const bb::rules::SightLines& lines, std::uint32_t marks,
            bb::rules::SightAnswer& answer) {
    // Several ruins, each hiding part, may together hide every line.
    if (answer.visibility != Visibility::Hidden && (marks & kBlockedLines) == (1u << lines.total) - 1)
        add_reason(answer, nullptr, Visibility::Hidden, [&] {
            std::string names;
            for (const auto& on : lines.pieces) {
                auto alone = bb::rules::start_answer(lines);
                alone.quiet = true;
                if (judge_piece(question, lines, on, alone) & kBlockedLines)
                    names += (names.empty() ? "" : " and ") + on.piece->label;
            }
            return "Together, " + names + " hide every part of the target.";
        });
    if ((marks & kPlunging) && answer.visibility != Visibility::Hidden && question.target.elevation <= 0)
        add_note(answer, nullptr, [&] {
            return std::string(
                "Plunging fire: the observer is wholly within a ruin " + inches_text(question.observer.elevation) +
                " above ground level and the target is at ground level, so its ranged attacks improve AP by 1.");
        });
}

// A model's gap to a piece is read only as within it or not (step 0) and, for barricades, wholly within 3"; lines
// run between whole bases, never from the rim point nearest the target.
constexpr bb::rules::PieceJudge kJudge{&judge_piece, &finish, 0b0001, false};

}  // namespace

bb::Result<bb::rules::SightAnswer> answer_sight(const bb::rules::SightQuestion& question) {
    return bb::rules::answer_sight_with(question, kJudge);
}

bb::Result<bb::rules::SightMap> answer_sight_map(const bb::rules::SightMapQuestion& question) {
    return bb::rules::sight_map_with(question, kJudge);
}

std::vector<bb::sys::StandingControl> model_standing() {
    using bb::sys::StandingControl;
    return {{.field = StandingControl::Field::elevation,
             .key = "up",
             .label = "{}\" above ground",
             .step = 1,
             .low = 0,
             .high = 30,
             .note = " (plunging)",
             .note_from = kPlungingHeight,
             .help =
                 "Plunging fire: a model wholly within a ruin and 6\" or more above ground level improves the Armour "
                 "Penetration of its ranged attacks by 1 when every model it targets is at ground level."}};
}

}  // namespace wh40k10
