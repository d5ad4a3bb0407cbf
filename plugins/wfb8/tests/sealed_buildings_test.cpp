// A building the players agreed to treat as impassable terrain, or arcane architecture whose doors are sealed, is
// impassable terrain for sight too: its Line of Sight value is impassable terrain's 5, not 5 a floor, and nobody
// inside it counts as a garrison in hard cover (the Buildings and Arcane Architecture sections of seed 000_).
#include "battleboard/plugin/operations.hpp"
#include "battleboard/rules/sight.hpp"
#include "buildings/building_operations.hpp"
#include "support/real_plugin.hpp"

#include <doctest/doctest.h>

namespace {

using bb::rules::Visibility;

bb::rules::SightAnswer ask(const bb::model::TerrainPiece& piece, bb::geo::Vec2 target, double models_los) {
    bb::rules::SightQuestion q;
    q.battlefield.system_id = "wfb8";
    q.battlefield.add_piece(piece);
    q.observer.position = {20, 22};
    q.target.position = target;
    q.observer.height = q.target.height = models_los;
    auto answer = bb::testing::connect_plugin("wfb8").request(bb::plugin::kSight, q);
    REQUIRE(answer.ok());
    return *answer;
}

bb::model::TerrainPiece three_floors(const std::string& kind, bool agreed_impassable) {
    auto piece = bb::testing::place(kind, bb::geo::rectangle(4, 8), {30, 22}, "The " + kind);
    piece.levels = 3;
    if (agreed_impassable) piece.attributes[bb::plugin::building_attribute::kOccupiable] = "no";
    return piece;
}

}  // namespace

TEST_CASE("wfb8: a building agreed impassable has impassable terrain's Line of Sight value 5, not 5 a floor") {
    for (const std::string kind : {"building", "wizards-tower"}) {
        CAPTURE(kind);
        // Models of Line of Sight 6: three floors (15) hide them from each other, impassable terrain (5) does not.
        CHECK(ask(three_floors(kind, false), {40, 22}, 6).visibility == Visibility::Hidden);
        CHECK(ask(three_floors(kind, true), {40, 22}, 6).visibility == Visibility::Visible);
        CHECK(ask(three_floors(kind, true), {40, 22}, 5).visibility == Visibility::Hidden);
    }
}

TEST_CASE("wfb8: a model inside a sealed building is no garrison in hard cover") {
    CHECK(ask(three_floors("building", false), {30, 22}, 1).cover == "hard cover");
    CHECK_FALSE(ask(three_floors("building", true), {30, 22}, 1).in_cover);
}
