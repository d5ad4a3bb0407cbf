#include "app/session/battlefield_edits.hpp"
#include "app/session/generate_options.hpp"

#include <doctest/doctest.h>

namespace {

bb::model::Battlefield empty_board() {
    bb::model::Battlefield b;
    b.width = 60;
    b.depth = 44;
    return b;
}

bb::sys::CatalogueEntry barricade() {
    bb::sys::CatalogueEntry entry;
    entry.id = "barricade";
    entry.name = "Barricade";
    entry.footprint = bb::geo::rectangle(6, 1);
    return entry;
}

}  // namespace

TEST_CASE("an added piece or marker lands on the board and is picked") {
    auto b = empty_board();
    app::Selection selection;
    const auto piece = app::add_piece(b, selection, barricade());
    REQUIRE(b.find_piece(piece) != nullptr);
    CHECK(b.find_piece(piece)->position.x >= 0);
    CHECK(b.find_piece(piece)->position.x <= b.width);
    CHECK(selection.piece_id() == piece);
    const auto marker = app::add_objective(b, selection);
    REQUIRE(b.objectives.size() == 1);
    CHECK(b.objectives.front().label == "1");
    CHECK(selection.objective_id() == marker);
    CHECK_FALSE(selection.piece_id());
}

TEST_CASE("deleting what is picked removes it and notes it for the undo toast") {
    auto b = empty_board();
    app::Selection selection;
    app::Deletions deletions;
    const auto piece = app::add_piece(b, selection, barricade());
    app::delete_selected(b, selection, deletions);
    CHECK(b.find_piece(piece) == nullptr);
    CHECK(deletions.count == 1);
    CHECK(deletions.last == "Barricade");
    app::add_objective(b, selection);
    app::delete_selected(b, selection, deletions);
    CHECK(b.objectives.empty());
    CHECK(deletions.count == 2);
    CHECK(deletions.last == "objective 1");
    app::delete_selected(b, selection, deletions);  // nothing picked: nothing counted
    CHECK(deletions.count == 2);
}

TEST_CASE("a board is resized within a table's limits and keeps its pieces on it") {
    auto b = empty_board();
    app::Selection selection;
    const auto piece = app::add_piece(b, selection, barricade());
    b.find_piece(piece)->position = {50, 40};
    app::set_board_size(b, 30, 200);
    CHECK(b.width == 30);
    CHECK(b.depth == 144);
    CHECK(b.find_piece(piece)->position.x == 30);
    CHECK(b.find_piece(piece)->position.y == 40);
}

TEST_CASE("generation aims at the usual count plus the density, no more than the box holds, at least one") {
    app::GenerateOptions options;
    CHECK(app::wanted_features(6, options) == 6);
    options.density = -10;
    CHECK(app::wanted_features(6, options) == 1);
    bb::layout::TerrainBox box;
    box.pieces.resize(4);
    options.box = &box;
    options.density = 1;
    CHECK(app::wanted_features(6, options) == 5);
}
