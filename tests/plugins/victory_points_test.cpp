// Plain victory points, kept by each system without a battlepack through the plugin SDK (victory_points.hpp):
// the panel the players score on and the summary, in each of the four real plugins.
#include "battleboard/plugin/match_operations.hpp"
#include "battleboard/setup/setup_json.hpp"
#include "support/panel_driver.hpp"

#include <doctest/doctest.h>

using namespace bb;

namespace {

constexpr const char* kSystems[] = {"wfb8", "tow", "wh40k7", "wh40k10"};

rules::BattleSummary summary_of(testing::PanelDriver& d) {
    auto summary = d.client.request(plugin::kSummary, d.battlefield);
    REQUIRE_MESSAGE(summary.ok(), summary.error().message);
    return *summary;
}

plugin::panel::ActionReply press(testing::PanelDriver& d, const std::string& control) {
    return d.set("vp", control, 0);
}

}  // namespace

TEST_CASE("each system without a battlepack keeps plain victory points round by round") {
    for (const char* id : kSystems) {
        CAPTURE(id);
        testing::PanelDriver d(id, testing::describe_plugin(id).editions.front().id);
        CHECK_FALSE(summary_of(d).kept);
        press(d, "start");
        plugin::panel::Action name{"vp", "name:0"};
        name.text = "Ann";
        d.act(name);
        d.set("vp", "r1:p0", 3);
        d.set("vp", "r1:p1", 1);
        CHECK(d.control("vp", "standing").text == "Ann leads by 2 (3 to 1).");
        press(d, "next-round");
        d.set("vp", "r2:p1", 4);
        CHECK(d.control("vp", "standing").text == "Player 2 leads by 2 (5 to 3).");
        const auto summary = summary_of(d);
        CHECK(summary.kept);
        CHECK(summary.rounds_played == 2);
        REQUIRE(summary.players.size() == 2);
        CHECK(summary.players[1].score == 5);
        CHECK(summary.result == "Player 2 leads with 5 VP.");
        CHECK(summary.rounds[1] == "Round 2: Ann +0 = 3, Player 2 +4 = 5.");
        CHECK(d.set("vp", "r2:p1", 1001).message == "Victory points in a round are 0 to 1000.");
        // Clearing asks once more.
        press(d, "clear");
        CHECK(summary_of(d).kept);
        press(d, "clear-confirm");
        CHECK_FALSE(summary_of(d).kept);
    }
}
