#include "battleboard/setup/setup_check.hpp"
#include "battleboard/setup/setup_json.hpp"

#include <doctest/doctest.h>

using namespace bb;

namespace {

// A game system of two editions: a wall only in the first, a ruin in both; a battleplan and a dice table.
sys::SystemDescription two_editions() {
    sys::SystemDescription d;
    d.id = "demo";
    d.editions = {{"first", "First", ""}, {"second", "Second", ""}};
    d.catalogue.emplace_back().id = "wall";
    d.catalogue.back().editions = {"first"};
    d.catalogue.emplace_back().id = "ruin";
    d.battleplans.emplace_back().id = "clash";
    d.tables.emplace_back().id = "wyrd";
    return d;
}

model::Battlefield table_with_a_wall() {
    model::Battlefield b;
    b.system_id = "demo";
    b.add_piece({0, "wall", "Wall", geo::rectangle(6, 2), {10, 12}, 30, 2, 1});
    b.add_objective({0, "Centre", {30, 22}});
    return b;
}

std::vector<std::string> paths(const std::vector<setup::SetupProblem>& problems) {
    std::vector<std::string> out;
    for (const auto& p : problems) out.push_back(p.path);
    return out;
}

}  // namespace

TEST_CASE("a setup its system knows, within the app's limits, has no problem") {
    const auto system = two_editions();
    CHECK(setup::check_setup(table_with_a_wall(), &system).empty());
}

TEST_CASE("what the system does not know is named with its path") {
    const auto system = two_editions();
    auto b = table_with_a_wall();
    b.rules_edition = "third";  // the wall, of the first edition only, is then not in it either
    b.battleplan_id = "nope";
    b.pieces[0].rolls.push_back({"unknown-table", {3}, 3});
    b.add_piece({0, "tower", "Tower", geo::rectangle(2, 2), {40, 30}, 0, 4, 1});
    const auto problems = setup::check_setup(b, &system);
    CHECK(paths(problems) == std::vector<std::string>{"setup.rules_edition", "setup.battleplan", "setup.pieces[0].kind",
                                                      "setup.pieces[0].rolls[0].table", "setup.pieces[1].kind"});
    CHECK(problems[0].message == "'third' is not a rules edition of demo (it has first, second)");
    CHECK(problems[4].message.find("'tower' is not in the demo catalogue") == 0);
}

TEST_CASE("a piece of another edition is named with the edition") {
    const auto system = two_editions();
    auto b = table_with_a_wall();
    b.rules_edition = "second";
    const auto problems = setup::check_setup(b, &system);
    REQUIRE(problems.size() == 1);
    CHECK(problems[0].message.find("catalogue of the rules edition second") != std::string::npos);
}

TEST_CASE("sizes, heights, angles and places no table allows are refused with the limit, as the app's") {
    auto b = table_with_a_wall();
    b.pieces[0].height = -1;
    b.pieces[0].rotation = 400;
    b.pieces[0].position = {61, 12};
    b.objectives[0].diameter = -0.5;
    const auto problems = setup::check_setup(b, nullptr);
    CHECK(paths(problems) == std::vector<std::string>{"setup.pieces[0]", "setup.pieces[0].rotation",
                                                      "setup.pieces[0].height", "setup.objectives[0].diameter"});
    CHECK(problems[0].message == "the piece's centre (61, 12) is off the 60\" x 44\" board");
    CHECK(problems[2].message == "the height -1\" is outside 0 to 120\" (Battleboard's limit)");
    b = table_with_a_wall();
    b.pieces[0].height = 1e300;
    b.pieces[0].footprint = geo::Polygon{{{0, 0}, {1, 1}, {2, 2}}};
    CHECK(paths(setup::check_setup(b, nullptr)) ==
          std::vector<std::string>{"setup.pieces[0].height", "setup.pieces[0].footprint"});
}

TEST_CASE("a board's sides are 12\" to 240\", Battleboard's limit, the same as the --board flag's") {
    auto b = table_with_a_wall();
    b.width = 2;
    b.depth = 1e300;
    const auto problems = setup::check_setup(b, nullptr);
    REQUIRE(paths(problems).size() >= 2);
    CHECK(problems[0] == setup::SetupProblem{"setup.board.width",
                                             "the board's width 2\" is outside 12\" to 240\" (Battleboard's limit)"});
    CHECK(problems[1] == setup::SetupProblem{"setup.board.depth",
                                             "the board's depth 1e+300\" is outside 12\" to "
                                             "240\" (Battleboard's limit)"});
    for (double side : {setup::app_limits::kMinBoardInches, setup::app_limits::kMaxBoardInches}) {
        b = table_with_a_wall();
        b.width = b.depth = side;
        b.pieces[0].position = b.objectives[0].position = {side / 2, side / 2};
        CHECK(setup::check_setup(b, nullptr).empty());
    }
}

TEST_CASE("a misspelt key is named with its path and the key it resembles") {
    const auto error = setup::from_json(R"({"format":"battleboard-setup","version":1,"system":"demo",
        "board":{"width":60,"depth":44},"pieces":[{"kind":"wall","x":1,"y":1,"heigth":2,
        "footprint":[[0,0],[1,0],[0,1]]}]})")
                           .error()
                           .message;
    CHECK(error == "The setup file is broken: setup.pieces[0].heigth is not a field here (did you mean \"height\"?).");
    CHECK(setup::from_json(R"({"format":"battleboard-setup","version":1,"system":"","board":{"width":60,"depth":44}})")
              .error()
              .message == "The setup file is broken: setup.system is empty.");
}
