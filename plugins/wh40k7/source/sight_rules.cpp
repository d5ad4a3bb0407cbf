#include "sight_rules.hpp"

#include "battlefield_debris.hpp"

#include <algorithm>
#include <string>

namespace wh40k7 {
namespace {

using bb::rules::Visibility;

const bb::sys::CatalogueEntry* debris_of(const bb::model::TerrainPiece& piece) {
    static const std::vector<bb::sys::CatalogueEntry> debris = battlefield_debris();
    for (const auto& entry : debris)
        if (entry.id == piece.catalogue_id) return &entry;
    return nullptr;
}

// The pieces whose paragraphs give their save to models within them (a forest's boundaries, an impact crater, a
// trench line); every other piece's paragraph gives it to a model in cover behind it, and only then.
bool covers_those_within(const std::string& id) {
    return id == "forest" || id == "impact-crater" || id == "trench-lines";
}

// The seed does not say when a model is in cover behind a piece. Battleboard's measure: a quarter or more of the
// lines between the bases pass over the piece.
constexpr double kObscuredShare = 0.25;

}  // namespace

bb::rules::SightAnswer judge_sight(const bb::rules::SightQuestion& /*question*/, const bb::rules::SightLines& lines) {
    auto answer = bb::rules::start_answer(lines);
    int best_save = 7;
    for (const auto& on : lines.pieces) {
        const auto* entry = debris_of(*on.piece);
        if (!entry) continue;
        const auto* save = entry->find_property("cover-save");
        if (!save) continue;
        const std::string& name = on.piece->label;
        const int value = static_cast<int>(save->value);
        const double share = static_cast<double>(on.lines_crossing) / static_cast<double>(lines.total);
        std::string why;
        if (covers_those_within(entry->id)) {
            if (on.holds_target) why = "The target is within " + name + ".";
        } else if (!on.holds_observer && share >= kObscuredShare) {
            why = "About " + std::to_string(static_cast<int>(share * 100 + 0.5)) + "% of the view passes behind " +
                  name + " (Battleboard counts a target in cover behind a piece from a quarter of the view).";
        }
        // Battleboard's hint, whether or not the piece gives cover: the rules judge sight from the model itself.
        if (share >= 1 && !on.holds_target && !on.holds_observer)
            add_reason(answer, on.piece, Visibility::PartlyHidden, [&] {
                return std::string(name +
                                   " stands right across the view: look from the "
                                   "model to see whether any of the target shows.");
            });
        if (why.empty()) continue;
        add_cover(answer, on.piece, std::to_string(value) + "+ cover save", [&] {
            return std::string(why + " " + name + " gives a " + std::to_string(value) + "+ cover save.");
        });
        best_save = std::min(best_save, value);
    }
    if (best_save < 7) answer.cover = std::to_string(best_save) + "+ cover save (the best one that applies)";
    settle(answer);
    return answer;
}

bb::Result<bb::rules::SightAnswer> answer_sight(const bb::rules::SightQuestion& question) {
    return bb::rules::answer_sight_with(question, &judge_sight);
}

bb::Result<bb::rules::SightMap> answer_sight_map(const bb::rules::SightMapQuestion& question) {
    return bb::rules::sight_map_with(question, &judge_sight);
}

}  // namespace wh40k7
