#include "battleboard/layout/fairness.hpp"

#include "battleboard/geometry/queries.hpp"

#include <doctest/doctest.h>

using namespace bb;

namespace {

model::Battlefield two_zones() {
    model::Battlefield b;
    b.width = 60;
    b.depth = 44;
    b.territories = {{"South", geo::placed(geo::rectangle(60, 12), {30, 6}, 0)},
                     {"North", geo::placed(geo::rectangle(60, 12), {30, 38}, 0)}};
    model::Objective centre;
    centre.label = "Centre";
    centre.position = {30, 22};
    b.add_objective(centre);
    model::Objective south;
    south.label = "South";
    south.position = {30, 8};
    b.add_objective(south);
    return b;
}

}  // namespace

TEST_CASE("an empty board is even: nothing blocks, nothing hidden, the same distances to the centre") {
    const auto f = layout::measure_fairness(two_zones());
    CHECK(f.first.name == "South");
    CHECK(f.second.name == "North");
    CHECK(f.first.blocking_area == 0);
    CHECK(f.hidden_difference == 0);
    REQUIRE(f.objective_labels == std::vector<std::string>{"Centre", "South"});
    CHECK(f.first.objective_distances[0] == doctest::Approx(10));   // 22 - 12
    CHECK(f.second.objective_distances[0] == doctest::Approx(10));  // 32 - 22
    CHECK(f.distance_differences[0] == doctest::Approx(0));
    CHECK(f.first.objective_distances[1] == doctest::Approx(0));    // inside the south zone
    CHECK(f.second.objective_distances[1] == doctest::Approx(24));  // 32 - 8
    CHECK(f.distance_differences[1] == doctest::Approx(-24));
}

TEST_CASE("a tall wall in one zone is counted there and hides part of that zone from the other") {
    auto b = two_zones();
    model::TerrainPiece wall;
    wall.footprint = geo::rectangle(20, 2);
    wall.position = {30, 9};
    wall.height = 5;
    b.add_piece(wall);
    model::TerrainPiece low = wall;  // too low to block sight: not counted
    low.position = {30, 35};
    low.height = 1;
    b.add_piece(low);
    const auto f = layout::measure_fairness(b);
    CHECK(f.first.blocking_area == doctest::Approx(40).epsilon(0.05));
    CHECK(f.second.blocking_area == 0);
    CHECK(f.blocking_difference == doctest::Approx(40).epsilon(0.05));
    CHECK(f.first.hidden_share > 0);  // the strip behind the wall
    CHECK(f.second.hidden_share == 0);
    CHECK(f.hidden_difference > 0);
}

TEST_CASE("fairness measured a few sight lines at a time equals the figures measured in one call") {
    auto b = two_zones();
    for (int i = 0; i < 4; ++i) {
        model::TerrainPiece ruin;
        ruin.footprint = geo::rectangle(6, 3);
        ruin.position = {8.0 + 14 * i, 10.0 + 7 * i};
        ruin.rotation = 30.0 * i;
        ruin.height = 4;
        b.add_piece(ruin);
    }
    const auto whole = layout::measure_fairness(b);
    layout::FairnessMeasure measure(b);
    int steps = 0;
    while (!measure.step(7)) ++steps;
    CHECK(steps > 100);  // really spread over many slices
    const auto& sliced = measure.result();
    CHECK(whole.first.hidden_share > 0);
    CHECK(sliced.first.hidden_share == whole.first.hidden_share);
    CHECK(sliced.second.hidden_share == whole.second.hidden_share);
    CHECK(sliced.hidden_difference == whole.hidden_difference);
    CHECK(sliced.first.blocking_area == whole.first.blocking_area);
    CHECK(sliced.distance_differences == whole.distance_differences);
}
