// Format 2 links carry the score sheet: who played, the rounds so far, what scored and which tactics were tried.
#include "battleboard/link/link.hpp"
#include "battleboard/setup/setup_json.hpp"

#include <doctest/doctest.h>

using namespace bb;

namespace {

model::Battlefield scored_setup() {
    model::Battlefield b;
    b.system_id = "aos4";
    b.rules_edition = "bpr-2025-06";
    b.battleplan_id = "passing-seasons";
    b.add_piece({0, "obstacle", "Obstacle", geo::rectangle(6, 2), {12.5, 30.25}, 45, 2, 1});
    b.add_objective({0, "Centre", {30, 22}});
    auto& s = b.score_sheet;
    s.battleplan_id = "passing-seasons";
    s.points_limit = 2000;
    s.players = {{"Ana", "Stormcast Eternals", {"ORDER", "HERO"}}, {"Ben", "Skaven", {"CHAOS"}}};
    s.rounds.push_back(
        {0, 0, {{{{"hold-one", 1}, {"hold-more", 2}}, "seize-the-centre", true}, {{{"hold-one", 1}}, "", false}}});
    // A tick of 0 and a tactic marked completed with no name are odd, but the sheet can hold them.
    s.rounds.push_back({1, 0, {{{{"hold-one", 0}}, "", true}, {{}, "attack", false}}});
    return b;
}

}  // namespace

TEST_CASE("a score sheet travels in a format 2 link exactly") {
    const auto b = scored_setup();
    const std::string text = link::encode(b).value();
    CHECK(text.rfind("bb4.", 0) == 0);
    const auto back = link::decode(text).value();
    CHECK(setup::to_json(back) == setup::to_json(b));
    const auto& s = back.score_sheet;
    REQUIRE(s.rounds.size() == 2);
    CHECK(s.rounds[0].turns[0].lines[1].line_id == "hold-more");  // in the sheet's order
    CHECK(s.rounds[0].turns[0].lines[1].times == 2);
    CHECK(s.rounds[1].turns[0].lines[0].times == 0);
    CHECK(s.rounds[1].turns[0].battle_tactic_completed);
    CHECK(s.rounds[1].priority == 1);
    CHECK(s.players[0].general_keywords == std::vector<std::string>{"ORDER", "HERO"});
    CHECK(link::encode(back).value() == text);
}

TEST_CASE("a score sheet of two players and two rounds costs about a hundred characters") {
    auto b = scored_setup();
    const std::size_t with_sheet = link::encode(b).value().size();
    b.score_sheet = {};
    const std::size_t without = link::encode(b).value().size();
    CHECK(without < 80);
    CHECK(with_sheet - without < 120);  // 109: names, factions, keywords, line and tactic ids are most of it
}

TEST_CASE("a sheet with just a battleplan or points limit is kept") {
    model::Battlefield b;
    b.system_id = "aos4";
    b.score_sheet.points_limit = 1000;
    CHECK(link::decode(link::encode(b).value()).value().score_sheet.points_limit == 1000);
}

TEST_CASE("score sheets beyond the link limits are refused with the reason") {
    auto message = [](const model::Battlefield& b) {
        auto result = link::encode(b);
        REQUIRE_FALSE(result.ok());
        return result.error().message;
    };
    auto players = scored_setup();
    players.score_sheet.players.resize(9);
    CHECK(message(players).find("score sheet players: 9 (0 to 8 allowed)") != std::string::npos);
    auto seat = scored_setup();
    seat.score_sheet.rounds[1].first = 2;
    CHECK(message(seat).find("battle round 2 names a player who is not on the score sheet") != std::string::npos);
    auto times = scored_setup();
    times.score_sheet.rounds[0].turns[0].lines[0].times = 1001;
    CHECK(message(times).find("scored 1001 times (at most 1000)") != std::string::npos);
    auto rounds = scored_setup();
    rounds.score_sheet.rounds.resize(17);
    CHECK(message(rounds).find("battle rounds: 17 (0 to 16 allowed)") != std::string::npos);
    auto lines = scored_setup();
    lines.score_sheet.rounds.assign(
        16, {0, 0, std::vector<model::TurnRecord>(2, {std::vector<model::LineTick>(17), "", false})});
    CHECK(message(lines).find("scoring lines in all: 544 (0 to 512 allowed)") != std::string::npos);
    auto name = scored_setup();
    name.score_sheet.players[1].name = "\xc3";
    CHECK(message(name).find("score sheet player 2 name is not UTF-8 text") != std::string::npos);
}
