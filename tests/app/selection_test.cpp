#include "app/session/selection.hpp"

#include <doctest/doctest.h>

namespace {

bb::model::Battlefield a_piece_and_a_marker() {
    bb::model::Battlefield b;
    b.width = 60;
    b.depth = 44;
    bb::model::TerrainPiece forest;
    forest.id = 1;
    forest.label = "Forest";
    forest.footprint = bb::geo::rectangle(6, 4);
    b.pieces = {forest};
    bb::model::Objective marker;
    marker.id = 2;
    marker.label = "1";
    b.objectives = {marker};
    return b;
}

}  // namespace

TEST_CASE("a piece or an objective marker is picked, never both") {
    auto b = a_piece_and_a_marker();
    app::Selection selection;
    selection.select_piece(1);
    REQUIRE(selection.piece(&b) != nullptr);
    CHECK(selection.piece(&b)->label == "Forest");
    CHECK(selection.picked() == 1u);
    selection.select_objective(2);
    CHECK_FALSE(selection.piece_id());
    CHECK(selection.piece(&b) == nullptr);
    REQUIRE(selection.objective(&b) != nullptr);
    CHECK(selection.objective(&b)->label == "1");
    CHECK(selection.picked() == 2u);
    selection.clear();
    CHECK_FALSE(selection.picked());
}

TEST_CASE("a picked piece that is gone, or no battlefield, gives nothing") {
    auto b = a_piece_and_a_marker();
    app::Selection selection;
    selection.select_piece(7);
    CHECK(selection.piece(&b) == nullptr);
    selection.select_piece(1);
    CHECK(selection.piece(static_cast<bb::model::Battlefield*>(nullptr)) == nullptr);
}

TEST_CASE("pieces are pinned and unpinned one by one") {
    app::Selection selection;
    selection.set_pinned(3, true);
    selection.set_pinned(4, true);
    selection.set_pinned(3, false);
    CHECK_FALSE(selection.is_pinned(3));
    CHECK(selection.is_pinned(4));
    CHECK(selection.pinned() == std::set<std::uint32_t>{4});
}
