#include "battleboard/model/battlefield.hpp"

#include <doctest/doctest.h>

using namespace bb;

TEST_CASE("pieces get fresh ids and can be found, hit and removed") {
    model::Battlefield b;
    const auto first = b.add_piece({0, "hill", "Hill", geo::rectangle(10, 6), {20, 20}, 0, 3, 1}).id;
    const auto second = b.add_piece({0, "wall", "Wall", geo::rectangle(6, 1), {22, 20}, 90, 2, 1}).id;
    CHECK(first != second);
    REQUIRE((b.find_piece(first) != nullptr));
    // Overlapping pieces: the one placed last is on top.
    CHECK(b.piece_at({22, 20}) == second);
    CHECK(b.piece_at({16, 20}) == first);
    CHECK_FALSE(b.piece_at({50, 40}).has_value());
    CHECK(b.remove_piece(second));
    CHECK_FALSE(b.remove_piece(second));
    CHECK(b.piece_at({22, 20}) == first);
}

TEST_CASE("the board polygon spans the battlefield size") {
    model::Battlefield b;
    b.width = 44;
    b.depth = 30;
    const auto box = geo::bounds(b.board());
    CHECK(box.width() == 44);
    CHECK(box.depth() == 30);
}

TEST_CASE("objective markers are 40 mm across") {
    model::Objective o;
    CHECK(o.marker().radius * 2 == doctest::Approx(40 / 25.4));
}
