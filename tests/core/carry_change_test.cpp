#include "battleboard/sync/carry_change.hpp"

#include <doctest/doctest.h>

using namespace bb;

namespace {

model::TerrainPiece square(const std::string& label, double x) {
    model::TerrainPiece piece;
    piece.catalogue_id = "hill";
    piece.label = label;
    piece.footprint.points = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
    piece.position = {x, 10};
    return piece;
}

}  // namespace

TEST_CASE("carry change: another tab's changes reach an older step and leave this tab's own fields alone") {
    model::Battlefield past;  // an undo step: before this tab moved the hill
    const auto hill = past.add_piece(square("Hill", 5)).id;
    const auto wood = past.add_piece(square("Wood", 20)).id;

    model::Battlefield now = past;  // this tab moved the hill
    now.find_piece(hill)->position = {8, 10};

    model::Battlefield merged = now;  // the other tab renamed the hill, removed the wood, added a ruin
    merged.find_piece(hill)->label = "Big hill";
    merged.find_piece(hill)->attributes["garrison"] = "Knights";
    merged.remove_piece(wood);
    const auto ruin = merged.add_piece(square("Ruin", 30)).id;
    merged.battleplan_id = "take-and-hold";
    merged.plugin_state.data = {1, 2};

    sync::carry_change(now, merged, past);

    REQUIRE(past.find_piece(hill));
    CHECK(past.find_piece(hill)->position.x == doctest::Approx(5));  // this tab's own move stays undone
    CHECK(past.find_piece(hill)->label == "Big hill");
    CHECK(past.find_piece(hill)->attributes.at("garrison") == "Knights");
    CHECK_FALSE(past.find_piece(wood));
    REQUIRE(past.find_piece(ruin));
    CHECK(past.pieces.back().id == ruin);
    CHECK(past.battleplan_id == "take-and-hold");
    CHECK(past.plugin_state.data == std::vector<std::uint8_t>{1, 2});
    CHECK(past.next_id > ruin);
}

TEST_CASE("carry change: nothing changed carries nothing") {
    model::Battlefield past;
    past.add_piece(square("Hill", 5));
    model::Battlefield now = past;
    now.pieces[0].position = {9, 9};
    const auto before = past;
    sync::carry_change(now, now, past);
    CHECK(past.pieces[0].position.x == doctest::Approx(before.pieces[0].position.x));
    CHECK(past.pieces.size() == 1);
}

TEST_CASE("carry change: objectives are added, replaced and removed whole") {
    model::Battlefield past;
    model::Objective a;
    a.position = {1, 1};
    const auto first = past.add_objective(a).id;
    model::Battlefield now = past;
    model::Battlefield merged = now;
    merged.objectives[0].position = {4, 4};
    model::Objective b;
    b.position = {2, 2};
    const auto second = merged.add_objective(b).id;
    sync::carry_change(now, merged, past);
    REQUIRE(past.objectives.size() == 2);
    CHECK(past.objectives[0].position.x == doctest::Approx(4));
    CHECK(past.objectives[1].id == second);

    model::Battlefield removed = merged;
    std::erase_if(removed.objectives, [&](auto& o) { return o.id == first; });
    sync::carry_change(merged, removed, past);
    REQUIRE(past.objectives.size() == 1);
    CHECK(past.objectives[0].id == second);
}
