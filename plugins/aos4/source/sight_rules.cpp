#include "sight_rules.hpp"

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

constexpr double kObscuringReach = 1.0;  // June 2025: every model within 1" of the feature

}  // namespace

bb::Result<bb::rules::SightAnswer> answer_sight(const bb::rules::SightQuestion& question) {
    const auto lines = bb::rules::trace_sight_lines(question);
    const auto& target = question.target;
    const std::string edition =
        question.battlefield.rules_edition.empty() ? kUpdate2025 : question.battlefield.rules_edition;
    const bool flies = target.has_keyword("FLY");
    bb::rules::SightAnswer answer;
    answer.distance = lines.distance;
    for (const auto& on : lines.pieces) {
        const auto* entry = entry_of(*on.piece, edition);
        if (!entry) continue;
        const std::string& name = on.piece->label;
        // Behind: no line from attacker to target misses the feature. The attacker standing in it is not "behind".
        const bool behind = on.crossed_by_all(lines.total) && !on.holds_observer && !on.holds_target;
        const bool on_or_behind = behind || on.target_wholly_on;
        const std::string where = on.target_wholly_on ? "wholly on " + name : "behind " + name;
        if (has_ability(*entry, "cover") && on_or_behind) {
            if (flies)
                answer.reasons.push_back(
                    {on.piece->id, "The target is " + where + ", but units with FLY get no Cover."});
            else
                add_cover(answer, on.piece,
                          "Cover: -1 to hit rolls for attacks against it (not if it charged this turn)",
                          "The target is " + where + ".");
        }
        if (!has_ability(*entry, "obscuring")) continue;
        if (edition == kHandbook2024 && on_or_behind) {
            if (flies)
                answer.reasons.push_back(
                    {on.piece->id, "The target is " + where + ", but Obscuring does not hide FLY units."});
            else
                add_reason(answer, on.piece, Visibility::Hidden,
                           "Obscuring: the target is " + where +
                               ", so shooting attacks cannot target it unless the "
                               "attacker is within its combat range (" +
                               bb::rules::inches(answer.distance) + " away).");
        } else if (edition == kUpdate2025 && on.target_gap <= kObscuringReach) {
            if (flies || target.has_keyword("MONSTER"))
                answer.reasons.push_back({on.piece->id, "The target is within 1\" of " + name +
                                                            ", but Obscuring does not protect MONSTERS or FLY units."});
            else
                add_reason(answer, on.piece, Visibility::Hidden,
                           "Obscuring: with every model within 1\" of " + name +
                               ", only enemies within its combat "
                               "range can see it (" +
                               bb::rules::inches(answer.distance) +
                               " away), and its own "
                               "weapons' Range is halved.");
        }
    }
    return answer;
}

}  // namespace aos4
