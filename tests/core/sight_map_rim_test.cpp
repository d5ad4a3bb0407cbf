// The sight map with a split judge that reads which point of the observer's rim is nearest the target (a system
// drawing lines from there), against the single question; and that telling the map the judge does not read it
// is what lets spots share a verdict across that point.
#include "battleboard/geometry/shapes.hpp"
#include "battleboard/rules/sight_map.hpp"

#include <doctest/doctest.h>

#include <cmath>

using namespace bb;
using rules::Visibility;

namespace {

// Lines crossing a piece leave the target partly hidden; a target east of the observer (the observer's +x rim
// point nearest it) is in cover.
std::uint32_t partly_behind(const rules::SightQuestion&, const rules::SightLines&, const rules::PieceOnSightLines& on,
                            rules::SightAnswer& answer) {
    if (on.lines_crossing > 0) rules::add_reason(answer, on.piece, Visibility::PartlyHidden, "in the way");
    return 0;
}

void east_gives_cover(const rules::SightQuestion& question, const rules::SightLines&, std::uint32_t,
                      rules::SightAnswer& answer) {
    const geo::Vec2 towards = question.target.position - question.observer.position;
    if (towards.x > 0 && std::abs(towards.x) >= std::abs(towards.y))
        rules::add_cover(answer, nullptr, "east", "the target is east of the observer");
}

rules::SightMapQuestion scene() {
    rules::SightMapQuestion q;
    q.battlefield.width = 24;
    q.battlefield.depth = 18;
    for (const geo::Vec2 at : {geo::Vec2{6, 5}, geo::Vec2{17, 12}, geo::Vec2{15, 4}}) {
        model::TerrainPiece piece;
        piece.catalogue_id = "block";
        piece.footprint = geo::rectangle(3, 2);
        piece.position = at;
        piece.rotation = 20;
        q.battlefield.add_piece(std::move(piece));
    }
    q.fixed.position = {11.3, 8.6};
    q.fixed.base = 1.26;
    q.mover.base = 1.26;
    q.spacing = 0.5;
    return q;
}

// The spots whose verdict differs from the single question's.
int differing_spots(const rules::SightMapQuestion& q, const rules::PieceJudge& judge) {
    const auto map = rules::build_sight_map(q, judge);
    int differing = 0;
    for (std::uint32_t row = 0; row < map.rows; ++row)
        for (std::uint32_t column = 0; column < map.columns; ++column) {
            const auto code = map.at(column, row);
            const auto asked = rules::question_at(q, {(column + 0.5) * q.spacing, (row + 0.5) * q.spacing});
            const auto single = rules::answer_sight_with(asked, judge);
            if (rules::SightMap::unavailable(code)) {
                differing += single.ok();
                continue;
            }
            REQUIRE(single.ok());
            differing += rules::SightMap::visibility(code) != single->visibility ||
                         map.cover(code) != (single->in_cover ? single->cover : std::string());
        }
    return differing;
}

}  // namespace

TEST_CASE("a split judge reading the nearest rim point gets the single question's verdict at every spot") {
    const auto q = scene();
    const rules::PieceJudge reads_rim{&partly_behind, &east_gives_cover, rules::kEveryGapStep, true};
    CHECK(differing_spots(q, reads_rim) == 0);
    auto reversed = q;
    reversed.reverse = true;
    CHECK(differing_spots(reversed, reads_rim) == 0);

    // Told wrongly that the judge ignores the rim point, the map shares verdicts across it and goes wrong.
    const rules::PieceJudge told_otherwise{&partly_behind, &east_gives_cover, rules::kEveryGapStep, false};
    CHECK(differing_spots(q, told_otherwise) > 0);
}
