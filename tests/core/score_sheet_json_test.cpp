// The score sheet's JSON file: round trip, defaults, and broken files named precisely.
#include "battleboard/setup/score_sheet_json.hpp"

#include <doctest/doctest.h>

using namespace bb;

TEST_CASE("a score sheet survives JSON") {
    setup::ScoreSheetFile file;
    file.system_id = "aos4";
    file.sheet.battleplan_id = "border-war";
    file.sheet.points_limit = 2000;
    file.sheet.players = {{"Ann", "Stormcast Eternals", {"ORDER"}}, {"Bob", "Skaven", {"CHAOS"}}};
    file.sheet.rounds = {{1, 0, {{{{"home-objective", 1}, {"border-objective", 2}}, "seize-the-centre", true}, {}}}};
    auto loaded = setup::score_sheet_from_json(setup::to_json(file));
    REQUIRE(loaded.ok());
    CHECK(loaded->system_id == "aos4");
    const auto& s = loaded->sheet;
    CHECK(s.battleplan_id == "border-war");
    CHECK(s.points_limit == 2000);
    CHECK(s.players[1].general_keywords == std::vector<std::string>{"CHAOS"});
    REQUIRE(s.rounds.size() == 1);
    CHECK(s.rounds[0].priority == 1);
    CHECK(s.rounds[0].first == 0);
    const auto& turn = s.rounds[0].turns[0];
    REQUIRE(turn.lines.size() == 2);
    CHECK(turn.lines[0].line_id == "border-objective");  // lines come back sorted by id
    CHECK(turn.lines[0].times == 2);
    CHECK(turn.battle_tactic == "seize-the-centre");
    CHECK(turn.battle_tactic_completed);
    CHECK(s.rounds[0].turns[1].lines.empty());
}

TEST_CASE("a score sheet's first player defaults to the priority player, and unticked lines are dropped") {
    auto loaded = setup::score_sheet_from_json(R"({"format": "battleboard-score-sheet", "version": 1,
        "system": "aos4", "battleplan": "the-vice",
        "rounds": [{"priority": 1, "turns": [{"lines": {"at-least-one": 0}}, {}]}]})");
    REQUIRE(loaded.ok());
    CHECK(loaded->sheet.rounds[0].first == 1);
    CHECK(loaded->sheet.rounds[0].turns[0].lines.empty());
}

TEST_CASE("a sheet without a battleplan loads: it holds plain victory points") {
    const auto loaded = setup::score_sheet_from_json(R"({"format": "battleboard-score-sheet", "version": 1,
        "system": "wh40k10", "players": [{"name": "Ann"}, {"name": "Bob"}],
        "rounds": [{"turns": [{"lines": {"vp": 12}}, {"lines": {}}]}]})");
    REQUIRE(loaded.ok());
    CHECK(loaded->sheet.battleplan_id.empty());
    CHECK(loaded->sheet.rounds[0].turns[0].lines[0].times == 12);
}

TEST_CASE("broken score sheets say what is wrong and where") {
    const auto error = [](const char* text) {
        auto loaded = setup::score_sheet_from_json(text);
        REQUIRE_FALSE(loaded.ok());
        return loaded.error().message;
    };
    CHECK(error("{").find("not valid JSON") != std::string::npos);
    CHECK(error(R"({"format": "battleboard-setup", "version": 1})").find("not a Battleboard score sheet") !=
          std::string::npos);
    CHECK(error(R"({"format": "battleboard-score-sheet", "version": 9})").find("version 9") != std::string::npos);
    CHECK(error(R"({"format": "battleboard-score-sheet", "version": 1, "system": "aos4", "battleplan": 7})")
              .find("sheet.battleplan must be text") != std::string::npos);
    CHECK(error(R"({"format": "battleboard-score-sheet", "version": 1, "system": "aos4", "battleplan": "x",
                    "rounds": [{"turns": [{"lines": {"home": -1}}]}]})")
              .find("sheet.rounds[0].turns[0].lines.home") != std::string::npos);
    CHECK(error(R"({"format": "battleboard-score-sheet", "version": 1, "system": "aos4", "battleplan": "x",
                    "rounds": [{"turns": [{"battle_tactic_completed": "yes"}]}]})")
              .find("battle_tactic_completed must be true or false") != std::string::npos);
    CHECK(error(R"({"format": "battleboard-score-sheet", "version": 1, "system": "aos4", "battleplan": "x",
                    "players": [{"general_keywords": "ORDER"}]})")
              .find("sheet.players[0].general_keywords") != std::string::npos);
}
