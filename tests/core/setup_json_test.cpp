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
    const auto text_board = setup::from_json(
        R"({"format":"battleboard-setup","version":1,"system":"aos4","board":{"width":"60","depth":44}})");
    CHECK(text_board.error().message == "The setup file is broken: setup.board.width must be a number.");
}

TEST_CASE("a board of any finite size is read; its limit is the setup check's") {
    // One limit for a file's board and the CLI's --board flag: setup_check.hpp's, which names it as Battleboard's.
    const auto huge_board = setup::from_json(
        R"({"format":"battleboard-setup","version":1,"system":"aos4","board":{"width":1e300,"depth":2}})");
    REQUIRE(huge_board.ok());
    CHECK(huge_board->width == 1e300);
    CHECK(huge_board->depth == 2);
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

TEST_CASE("a repeated id is replaced by a fresh one and noted, naming the id, what has it and what it became") {
    std::vector<std::string> notes;
    auto loaded = setup::from_json(
        R"({"format":"battleboard-setup","version":1,"system":"aos4","board":{"width":60,"depth":44},
            "pieces":[{"id":7,"kind":"a","x":1,"y":2,"footprint":[[0,0],[1,0],[1,1]]},
                      {"kind":"b","x":1,"y":2,"footprint":[[0,0],[1,0],[1,1]]}],
            "objectives":[{"id":7,"x":3,"y":3},{"id":2,"x":4,"y":4}]})",
        &notes);
    REQUIRE(loaded.ok());
    CHECK(loaded->pieces[0].id == 7);
    CHECK(loaded->pieces[1].id == 8);  // a missing id is given one without a note
    CHECK(loaded->objectives[0].id == 9);
    CHECK(loaded->objectives[1].id == 2);
    CHECK(notes == std::vector<std::string>{
                       "setup.objectives[0].id: 7 is already the id of setup.pieces[0]; this one is given 9"});
}
