#include "sight_rules.hpp"

#include "battleboard/sdk/panel_sdk.hpp"
#include "buildings/building_operations.hpp"
#include "catalogue.hpp"
#include "categories.hpp"
#include "properties.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace wfb8 {
namespace {

using bb::rules::PieceOnSightLines;
using bb::rules::Visibility;

const bb::sys::CatalogueEntry* entry_of(const bb::model::TerrainPiece& piece) { return find_entry(piece.catalogue_id); }

bool has_ability(const bb::sys::CatalogueEntry& entry, const std::string& id) {
    return std::find(entry.abilities.begin(), entry.abilities.end(), id) != entry.abilities.end();
}

std::string number_text(double value) {
    char text[16];
    std::snprintf(text, sizeof text, "%g", value);
    return text;
}

// A building (or arcane architecture) the players agreed to treat as impassable terrain: no garrison, and
// impassable terrain's Line of Sight value rather than 5 a floor.
bool sealed(const bb::sys::CatalogueEntry& entry, const bb::model::TerrainPiece& piece) {
    return (entry.category == category::kBuilding || entry.category == category::kArcaneArchitecture) &&
           bb::plugin::sdk::attribute(piece, bb::plugin::building_attribute::kOccupiable) == "no";
}

// The piece's own Line of Sight value: flat, or per level (hills) or per floor (buildings).
double los_value(const bb::sys::CatalogueEntry& entry, const bb::model::TerrainPiece& piece) {
    if (sealed(entry, piece)) return number(*find_entry("impassable-terrain"), key::kLosValue);
    const double per_level = number(entry, key::kLosValuePerLevel);
    return per_level > 0 ? per_level * std::max<std::uint32_t>(1, piece.levels) : number(entry, key::kLosValue);
}

// A model standing on a hill adds the hill's value per level to its own; one in a building adds its value per
// floor above the first it stands on (no higher than the building's top floor).
double standing_los(const bb::rules::ModelSpot& model, const std::vector<PieceOnSightLines>& pieces, bool observer) {
    double value = model.height;
    for (const auto& on : pieces) {
        const auto* entry = entry_of(*on.piece);
        if (!entry || !(observer ? on.holds_observer : on.holds_target) || sealed(*entry, *on.piece)) continue;
        const std::uint32_t levels = std::max<std::uint32_t>(1, on.piece->levels);
        value += number(*entry, key::kModelLosPerLevel) * levels;
        value += number(*entry, key::kModelLosPerUpperFloor) * std::min(model.floor, levels - 1);
    }
    return value;
}

// Forests block sight by the inches of the line between the models that run through them.
constexpr bb::rules::SightTracing kTracing{.centre_line = true};

constexpr double kBaseContact = 0.05;  // inches: touching, allowing for a hand-placed marker

}  // namespace

bb::rules::SightAnswer judge_sight(const bb::rules::SightQuestion& question, const bb::rules::SightLines& lines) {
    auto answer = bb::rules::start_answer(lines);
    const double observer_los = standing_los(question.observer, lines.pieces, true);
    const double target_los = standing_los(question.target, lines.pieces, false);
    const double taller = std::max(observer_los, target_los);
    double forest_between = 0, forest_depth = 0;
    bool compared_values = false;
    for (const auto& on : lines.pieces) {
        const auto* entry = entry_of(*on.piece);
        if (!entry) continue;
        const std::string& name = on.piece->label;
        const std::string& category = entry->category;
        if (category == "Forest") {
            forest_between += on.centre_line_inside;
            forest_depth = std::max(forest_depth, number(*entry, key::kForestDepth));
            if (on.holds_target)
                add_cover(answer, on.piece, "soft cover",
                          [&] { return std::string("The target is in " + name + "."); });
            else if (on.lines_crossing > 0 && !on.holds_observer)
                add_cover(answer, on.piece, "soft cover",
                          [&] { return std::string("The line of fire passes through " + name + "."); });
        } else if (category == "Obstacle") {
            const bool target_touching = on.target_gap <= kBaseContact,
                       observer_touching = on.observer_gap <= kBaseContact;
            if (on.lines_crossing == 0 || !target_touching) continue;
            if (observer_touching) {
                add_note(answer, on.piece, [&] {
                    return std::string("The firer touches " + name + " too, so leans over it: no cover.");
                });
                continue;
            }
            const std::string kind = has_ability(*entry, "hard-cover") ? "hard cover"
                                     : has_ability(*entry, "soft-cover")
                                         ? "soft cover"
                                         : "cover (hard or soft, by the obstacle's kind)";
            add_cover(answer, on.piece, kind,
                      [&] { return std::string("The target is behind " + name + " and touching it."); });
        } else if (entry->id == "mist-wreathed-swamp" && on.holds_target) {
            add_cover(answer, on.piece, "hard cover", [&] {
                return std::string("The target is in " + name + " (hard cover when most of its unit is).");
            });
        } else if ((category == "Building" || category == "Arcane Architecture") && on.holds_target &&
                   !sealed(*entry, *on.piece)) {
            add_cover(answer, on.piece, "hard cover", "A garrison counts as in hard cover.");
        } else {
            const double value = los_value(*entry, *on.piece);
            if (value <= 0 || on.lines_crossing == 0 || on.holds_observer || on.holds_target) continue;
            const auto values = [&] {
                return name + " has Line of Sight value " + number_text(value) + "; the models have " +
                       number_text(observer_los) + " and " + number_text(target_los);
            };
            compared_values = true;
            if (value < taller)
                add_note(answer, on.piece, [&] { return std::string(values() + ", so the taller one sees over it."); });
            else if (on.crossed_by_all(lines.total))
                add_reason(answer, on.piece, Visibility::Hidden,
                           [&] { return std::string(values() + ", so it blocks the view."); });
            else
                add_reason(answer, on.piece, Visibility::PartlyHidden,
                           [&] { return std::string(values() + ", and it hides part of the target."); });
        }
    }
    const auto depth = [&] { return number_text(std::round(forest_between * 10) / 10) + "\""; };
    if (forest_between > forest_depth)
        add_reason(answer, nullptr, Visibility::Hidden, [&] {
            return std::string(depth() + " of forest lies between them, more than " + number_text(forest_depth) +
                               "\", so neither sees the other through it.");
        });
    else if (forest_between > 0)
        add_note(answer, nullptr, [&] {
            return std::string(depth() + " of forest lies between them, not more than " + number_text(forest_depth) +
                               "\", so they see each other through it.");
        });
    if (compared_values)
        add_note(answer, nullptr,
                 "The terrain chapter gives no models' own Line of Sight values: set them on the sight tool, and a "
                 "piece blocks the view when its value is at least the taller model's (check against your book).");
    settle(answer);
    return answer;
}

bb::Result<bb::rules::SightAnswer> answer_sight(const bb::rules::SightQuestion& question) {
    return bb::rules::answer_sight_with(question, &judge_sight, kTracing);
}

bb::Result<bb::rules::SightMap> answer_sight_map(const bb::rules::SightMapQuestion& question) {
    return bb::rules::sight_map_with(question, &judge_sight, kTracing);
}

std::vector<bb::sys::StandingControl> model_standing() {
    using bb::sys::StandingControl;
    return {{.field = StandingControl::Field::height,
             .key = "los",
             .label = "Line of Sight {}",
             .step = 1,
             .low = 0,
             .high = 20,
             .help = "The model's own Line of Sight value. Terrain has its own: a hill 2 a level, a building 5 a "
                     "floor, a forest 5, impassable terrain 5, an obstacle 0."},
            {.field = StandingControl::Field::floor,
             .key = "floor",
             .label = "Floor {} above the first",
             .step = 1,
             .low = 0,
             .high = 9,
             .help = "Each floor above the first that the model stands on adds 5 to its Line of Sight value."}};
}

}  // namespace wfb8
