#include "sight_rules.hpp"

#include "battleboard/geometry/queries.hpp"
#include "battleboard/rules/placement_checks.hpp"
#include "catalogue.hpp"
#include "editions.hpp"

#include <algorithm>

namespace aos4 {
namespace {

using bb::rules::Visibility;

const bb::sys::CatalogueEntry* entry_of(const bb::model::TerrainPiece& piece, const std::string& edition) {
    for (const auto& e : catalogue())
        if (e.id == piece.catalogue_id && bb::sys::applies_to(e.editions, edition)) return &e;
    return nullptr;
}

bool has_ability(const bb::sys::CatalogueEntry& entry, const char* id) {
    return std::find(entry.abilities.begin(), entry.abilities.end(), id) != entry.abilities.end();
}

constexpr double kCombatRange = 3.0;     // from a model's base, horizontally
constexpr double kObscuringReach = 1.0;  // June 2025: every model within 1" of the feature

std::string edition_of(const bb::model::Battlefield& battlefield) {
    return battlefield.rules_edition.empty() ? kUpdate2025 : battlefield.rules_edition;
}

// 2024-25: parts of a feature within the attacker's combat range do not count when deciding "behind".
bb::rules::SightTracing tracing_for(const bb::model::Battlefield& battlefield, const bb::rules::ModelSpot& attacker) {
    if (edition_of(battlefield) != kHandbook2024) return {};
    return {attacker.base / 2 + kCombatRange};
}

// June 2025: lines are drawn from the point of the attacker's base closest to the target.
std::size_t closest_point(const bb::rules::SightQuestion& question) {
    const auto points = bb::rules::spot_points(question.observer);
    std::size_t best = 0;
    for (std::size_t i = 1; i < points.size(); ++i)
        if (bb::geo::distance(points[i], question.target.position) <
            bb::geo::distance(points[best], question.target.position))
            best = i;
    return best;
}

}  // namespace

bb::rules::SightAnswer judge_sight(const bb::rules::SightQuestion& question, const bb::rules::SightLines& lines) {
    const auto& target = question.target;
    const std::string edition = edition_of(question.battlefield);
    const bool flies = target.has_keyword("FLY");
    const bool within_combat_range = bb::geo::at_most(lines.distance, kCombatRange);
    const std::size_t from = closest_point(question);
    auto answer = bb::rules::start_answer(lines);
    for (const auto& on : lines.pieces) {
        const auto* entry = entry_of(*on.piece, edition);
        if (!entry) continue;
        const std::string& name = on.piece->label;
        // Behind: no line from attacker to target misses the feature. A target standing on it is not "behind".
        const bool every_line = edition == kUpdate2025 ? on.crossed_from(from) : on.crossed_by_all(lines.total);
        const bool behind = every_line && !on.holds_target;
        const bool on_or_behind = behind || on.target_wholly_on;
        const auto where = [&] { return on.target_wholly_on ? "wholly on " + name : "behind " + name; };
        if (has_ability(*entry, "cover") && on_or_behind) {
            if (flies)
                add_note(answer, on.piece, [&] {
                    return std::string("The target is " + where() + ", but units with FLY get no Cover.");
                });
            else
                add_cover(answer, on.piece,
                          "Cover: -1 to hit rolls for attacks against it (not if it charged this turn)",
                          [&] { return std::string("The target is " + where() + "."); });
        }
        if (!has_ability(*entry, "obscuring")) continue;
        if (edition == kHandbook2024 && on_or_behind) {
            if (flies)
                add_note(answer, on.piece, [&] {
                    return std::string("The target is " + where() + ", but Obscuring does not hide FLY units.");
                });
            else if (within_combat_range)
                add_note(answer, on.piece, [&] {
                    return std::string("The target is " + where() + ", but the attacker is within its combat range (" +
                                       bb::rules::inches(answer.distance) + " away), so Obscuring does not stop it.");
                });
            else
                add_reason(answer, on.piece, Visibility::Hidden, [&] {
                    return std::string("Obscuring: the target is " + where() +
                                       ", so shooting attacks cannot target it from outside its combat range (" +
                                       bb::rules::inches(answer.distance) + " away).");
                });
        } else if (edition == kUpdate2025 && bb::geo::at_most(on.target_gap, kObscuringReach)) {
            if (flies || target.has_keyword("MONSTER"))
                add_note(answer, on.piece, [&] {
                    return std::string("The target is within 1\" of " + name +
                                       ", but Obscuring does not protect MONSTERS or FLY units.");
                });
            else if (within_combat_range)
                add_note(answer, on.piece, [&] {
                    return std::string("Obscuring: the target is within 1\" of " + name +
                                       ", but the observer is within its combat "
                                       "range (" +
                                       bb::rules::inches(answer.distance) + " away), so it can see it.");
                });
            else
                add_reason(answer, on.piece, Visibility::Hidden, [&] {
                    return std::string("Obscuring: with every model within 1\" of " + name +
                                       ", only enemies within its combat range (3\") can see it; this one is " +
                                       bb::rules::inches(answer.distance) + " away. Its own weapons' Range is halved.");
                });
        }
    }
    settle(answer);
    return answer;
}

bb::Result<bb::rules::SightAnswer> answer_sight(const bb::rules::SightQuestion& question) {
    return bb::rules::answer_sight_with(question, &judge_sight, tracing_for(question.battlefield, question.observer));
}

bb::Result<bb::rules::SightMap> answer_sight_map(const bb::rules::SightMapQuestion& question) {
    const auto& attacker = question.reverse ? question.mover : question.fixed;
    return bb::rules::sight_map_with(question, &judge_sight, tracing_for(question.battlefield, attacker));
}

}  // namespace aos4
