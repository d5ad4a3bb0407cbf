#include "battleboard/link/link.hpp"
#include "battleboard/rules/victory_points.hpp"
#include "battleboard/setup/setup_json.hpp"

#include <doctest/doctest.h>

using bb::rules::set_victory_points;
using bb::rules::victory_point_totals;
using bb::rules::victory_points;

TEST_CASE("plain victory points add up per player over the rounds") {
    auto sheet = bb::rules::plain_score_sheet();
    REQUIRE(sheet.players.size() == 2);
    REQUIRE(sheet.rounds.size() == 1);
    set_victory_points(sheet.rounds[0], 0, 5);
    set_victory_points(sheet.rounds[0], 1, 3);
    sheet.rounds.push_back({});
    set_victory_points(sheet.rounds[1], 1, 10);  // a round opened with no turns yet gets them
    CHECK(victory_points(sheet.rounds[1], 0) == 0);
    CHECK(victory_point_totals(sheet) == std::vector<std::uint32_t>{5, 13});
    set_victory_points(sheet.rounds[0], 0, 2);  // corrected, not added
    CHECK(victory_point_totals(sheet) == std::vector<std::uint32_t>{2, 13});
}

TEST_CASE("a round scored 0 keeps no line, and other lines on the turn stay") {
    auto sheet = bb::rules::plain_score_sheet();
    sheet.rounds[0].turns[0].lines.push_back({"hold-the-centre", 1});
    set_victory_points(sheet.rounds[0], 0, 4);
    set_victory_points(sheet.rounds[0], 0, 0);
    REQUIRE(sheet.rounds[0].turns[0].lines.size() == 1);
    CHECK(sheet.rounds[0].turns[0].lines[0].line_id == "hold-the-centre");
}

TEST_CASE("a plain score sheet travels in a share link and a setup file unchanged") {
    bb::model::Battlefield b;
    b.system_id = "wh40k10";
    b.width = 60;
    b.depth = 44;
    b.score_sheet = bb::rules::plain_score_sheet();
    b.score_sheet.players[0].name = "Ann";
    set_victory_points(b.score_sheet.rounds[0], 0, 15);
    set_victory_points(b.score_sheet.rounds[0], 1, 9);

    const auto link = bb::link::encode(b);
    REQUIRE(link);
    const auto opened = bb::link::decode(*link);
    REQUIRE(opened);
    CHECK(opened->score_sheet.players[0].name == "Ann");
    CHECK(victory_point_totals(opened->score_sheet) == std::vector<std::uint32_t>{15, 9});

    const auto imported = bb::setup::from_json(bb::setup::to_json(b));
    REQUIRE(imported);
    CHECK(victory_point_totals(imported->score_sheet) == std::vector<std::uint32_t>{15, 9});
}
