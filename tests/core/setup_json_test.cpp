#include "battleboard/setup/setup_json.hpp"

#include <doctest/doctest.h>

using namespace bb;

TEST_CASE("a setup survives JSON and back") {
    model::Battlefield b;
    b.system_id = "aos4";
    b.rules_edition = "gh-2024-25";
    b.width = 44;
    b.depth = 30;
    b.add_piece({0, "obstacle", "Wall", geo::rectangle(6, 2), {10, 12}, 30, 2, 1});
    b.add_objective({0, "Centre", {22, 15}});
    auto loaded = setup::from_json(setup::to_json(b));
    REQUIRE(loaded.ok());
    CHECK(loaded->system_id == "aos4");
    CHECK(loaded->width == 44);
    REQUIRE(loaded->pieces.size() == 1);
    CHECK(loaded->pieces[0].rotation == 30);
    CHECK(loaded->pieces[0].footprint.points.size() == 4);
    CHECK(loaded->objectives[0].position == geo::Vec2{22, 15});
    CHECK(loaded->next_id == b.next_id);
}

TEST_CASE("broken setup files say what is wrong") {
    CHECK(setup::from_json("{").error().message == "The setup file is not valid JSON.");
    CHECK_FALSE(setup::from_json("[]").ok());
    CHECK(setup::from_json(R"({"format":48})").error().message.find("not a Battleboard setup") != std::string::npos);
    CHECK(setup::from_json(R"({"format":"battleboard-setup","version":9,"system":"aos4"})")
              .error()
              .message.find("version 9") != std::string::npos);
    const auto bad_point = setup::from_json(
        R"({"format":"battleboard-setup","version":1,"system":"aos4","board":{"width":60,"depth":44},
            "pieces":[{"kind":"obstacle","x":1,"y":2,"footprint":[[0,0],[1,"a"],[1,1]]}]})");
    REQUIRE_FALSE(bad_point.ok());
    CHECK(bad_point.error().message.find("setup.pieces[0].footprint") != std::string::npos);
    const auto huge_board = setup::from_json(
        R"({"format":"battleboard-setup","version":1,"system":"aos4","board":{"width":1e9,"depth":44}})");
    CHECK_FALSE(huge_board.ok());
}

TEST_CASE("hand-written setups without ids get unique ones") {
    auto loaded = setup::from_json(
        R"({"format":"battleboard-setup","version":1,"system":"aos4","board":{"width":60,"depth":44},
            "pieces":[{"kind":"a","x":1,"y":2,"footprint":[[0,0],[1,0],[1,1]]},
                      {"id":1,"kind":"b","x":1,"y":2,"footprint":[[0,0],[1,0],[1,1]]}]})");
    REQUIRE(loaded.ok());
    CHECK(loaded->pieces[0].id != loaded->pieces[1].id);
    CHECK(loaded->pieces[0].id != 0);
}
