#include "app/session/measure_tool.hpp"

#include <doctest/doctest.h>

namespace {

bb::model::Battlefield two_pieces_and_a_marker() {
    bb::model::Battlefield b;
    b.width = 60;
    b.depth = 44;
    bb::model::TerrainPiece forest;
    forest.id = 1;
    forest.label = "Forest";
    forest.footprint = bb::geo::rectangle(6, 4);
    forest.position = {10, 10};  // spans x 7..13
    bb::model::TerrainPiece hill = forest;
    hill.id = 2;
    hill.label = "Hill";
    hill.position = {30, 10};  // spans x 27..33: 14" from the forest
    b.pieces = {forest, hill};
    bb::model::Objective marker;
    marker.id = 3;
    marker.label = "Objective 1";
    marker.position = {30, 30};  // 40 mm across
    b.objectives = {marker};
    return b;
}

}  // namespace

TEST_CASE("the tape reads its own length, and the gap edge to edge between what its ends rest on") {
    const auto b = two_pieces_and_a_marker();
    app::MeasureTool tape;
    tape.toggle();
    CHECK_FALSE(tape.read(b).has_value());
    tape.start({10, 10}, b);
    tape.extend({31, 10}, b);
    const auto reading = tape.read(b);
    REQUIRE(reading.has_value());
    CHECK(reading->length == doctest::Approx(21));
    CHECK(reading->from.name == "Forest");
    CHECK(reading->to.name == "Hill");
    REQUIRE(reading->gap.has_value());
    CHECK(*reading->gap == doctest::Approx(14));
}

TEST_CASE("a marker is measured from its edge, and an end on open ground gives no gap") {
    const auto b = two_pieces_and_a_marker();
    app::MeasureTool tape;
    tape.toggle();
    tape.start({30, 30}, b);
    tape.extend({30, 11}, b);
    auto reading = tape.read(b);
    REQUIRE(reading->gap.has_value());
    CHECK(reading->from.name == "Objective 1");
    // The hill's top edge is at y 12; the marker's edge 20 mm below its centre.
    CHECK(*reading->gap == doctest::Approx(30 - 12 - 40 / 25.4 / 2));
    tape.extend({45, 30}, b);
    CHECK_FALSE(tape.read(b)->gap.has_value());
    CHECK(tape.read(b)->to.name.empty());
}

TEST_CASE("both ends on one piece give its length only; the tape stays on the board") {
    const auto b = two_pieces_and_a_marker();
    app::MeasureTool tape;
    tape.toggle();
    tape.start({8, 10}, b);
    tape.extend({12, 10}, b);
    CHECK_FALSE(tape.read(b)->gap.has_value());
    tape.extend({80, -5}, b);
    CHECK(tape.to->x == 60);
    CHECK(tape.to->y == 0);
    tape.toggle();  // off: the tape is put away
    CHECK_FALSE(tape.read(b).has_value());
}
