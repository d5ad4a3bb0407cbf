#include "battleboard/layout/terrain_box.hpp"

#include <doctest/doctest.h>

using namespace bb;

TEST_CASE("a box piece's size is checked the same way the app's editor and the box file are") {
    CHECK_FALSE(layout::box_piece_problem({"Tower", "ruins", 6, 4}, "The piece"));
    CHECK_FALSE(layout::box_piece_problem({"Pebble", "ruins", 0.5, 48}, "The piece"));
    const auto wide = layout::box_piece_problem({"Wall", "ruins", 60, 4}, "The piece");
    REQUIRE(wide);
    CHECK(*wide == "The piece (Wall) must measure 0.5\" to 48\" each way.");
    CHECK(layout::box_piece_problem({"Flat", "ruins", 6, 0}, "The piece"));

    const auto file = layout::terrain_box_from_json(
        R"({"format": "battleboard-terrain-box", "version": 1, "system": "aos4",
            "pieces": [{"name": "Wall", "kind": "ruins", "width": 60, "depth": 4}]})");
    REQUIRE_FALSE(file);
    CHECK(file.error().message == "Piece 1 of the terrain box (Wall) must measure 0.5\" to 48\" each way.");
}

TEST_CASE("a box written as JSON reads back the same") {
    layout::TerrainBox box{"aos4", {{"Ruined tower", "obscuring-terrain", 7, 5.5}, {"Pool", "area-terrain", 6, 4}}};
    const auto back = layout::terrain_box_from_json(layout::to_json(box));
    REQUIRE(back);
    CHECK(back->system_id == "aos4");
    REQUIRE(back->pieces.size() == 2);
    CHECK(back->pieces[0].name == "Ruined tower");
    CHECK(back->pieces[0].depth == 5.5);
    CHECK(back->pieces[1].kind == "area-terrain");
}
