#include "battleboard/layout/free_spot.hpp"
#include "battleboard/geometry/queries.hpp"

#include <doctest/doctest.h>

using namespace bb;

TEST_CASE("the first piece goes in the middle") {
    model::Battlefield b;
    auto spot = layout::free_spot(b, geo::rectangle(6, 2), 0, 1);
    REQUIRE(spot.has_value());
    CHECK(geo::distance(*spot, geo::Vec2{30, 22}) < 1.0);
}

TEST_CASE("later pieces keep their distance from the others and stay on the board") {
    model::Battlefield b;
    for (int i = 0; i < 8; ++i) {
        const auto footprint = geo::ellipse(8, 6);
        auto spot = layout::free_spot(b, footprint, 0, 2);
        REQUIRE(spot.has_value());
        b.add_piece({0, "wood", "Wood", footprint, *spot, 0, 3, 1});
    }
    for (std::size_t i = 0; i < b.pieces.size(); ++i) {
        CHECK(geo::wholly_inside(b.pieces[i].on_board(), b.board()));
        for (std::size_t j = i + 1; j < b.pieces.size(); ++j)
            CHECK(geo::distance(b.pieces[i].on_board(), b.pieces[j].on_board()) >= 2.0 - 1e-9);
    }
}

TEST_CASE("a full board has no free spot") {
    model::Battlefield b;
    b.width = 12;
    b.depth = 12;
    b.add_piece({0, "big", "Big", geo::rectangle(12, 12), {6, 6}, 0, 1, 1});
    CHECK_FALSE(layout::free_spot(b, geo::rectangle(2, 2), 0, 0.5).has_value());
}

TEST_CASE("a piece set up near an anchor hugs it, keeps its gap and stays wholly within range") {
    model::Battlefield b;
    b.width = 72;
    b.depth = 48;
    const auto& building = b.add_piece({0, "building", "Building", geo::rectangle(8, 6), {36, 24}, 0, 7, 2});
    const geo::Polygon ground = building.on_board();
    for (int i = 0; i < 4; ++i) {
        const auto section = geo::rectangle(6, 1);
        auto spot = layout::free_spot_near(b, section, 0, 0.5, ground, 6);
        REQUIRE(spot.has_value());
        const geo::Polygon placed = geo::placed(section, *spot, 0);
        CHECK(geo::wholly_within(placed, ground, 6));
        for (const auto& other : b.pieces) CHECK(geo::distance(placed, other.on_board()) >= 0.5 - 1e-9);
        if (i == 0) CHECK(geo::distance(placed, ground) == doctest::Approx(0.5));  // right beside the building
        b.add_piece({0, "section", "Section", section, *spot, 0, 1, 1});
    }
}

TEST_CASE("no spot near an anchor when the range is too short for the piece") {
    model::Battlefield b;
    const auto& building = b.add_piece({0, "building", "Building", geo::rectangle(8, 6), {30, 22}, 0, 7, 2});
    // A 6" section needs more than 1" of room beyond the building's 8" side to stay wholly within 1".
    CHECK_FALSE(layout::free_spot_near(b, geo::rectangle(6, 1), 0, 0.5, building.on_board(), 1).has_value());
}

TEST_CASE("a new piece keeps clear of objective markers") {
    model::Battlefield b;
    model::Objective middle;
    middle.position = {30, 22};
    b.add_objective(middle);
    auto spot = layout::free_spot(b, geo::rectangle(6, 2), 0, 1);
    REQUIRE(spot.has_value());
    const auto placed = geo::placed(geo::rectangle(6, 2), *spot, 0);
    CHECK(geo::distance(placed, geo::placed(geo::ellipse(middle.diameter, middle.diameter), middle.position, 0)) >=
          1.0 - 1e-9);
}
