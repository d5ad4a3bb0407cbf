// Plain victory points, kept by each system without a battlepack through the plugin SDK (victory_points.hpp):
// the panel the players score on and the summary, in each of the four real plugins; a state the panel never writes
// (forged or damaged) is refused with a message, never scored.
#include "battleboard/plugin/abi.h"
#include "battleboard/plugin/match_operations.hpp"
#include "battleboard/setup/setup_json.hpp"
#include "support/panel_driver.hpp"
#include "support/vp_states.hpp"

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

TEST_CASE("a victory point state no panel writes is refused by the summary with what is wrong, never scored") {
    using Sheet = plugin::sdk::vp::Sheet;
    // (the sheet, words of the message)
    const std::vector<std::pair<Sheet, std::string>> forged = {
        {{{"Ann", "Bob"}, {{3, 5, 7}}, false}, "Battle round 1 holds points for player 3, who is not in the battle"},
        {{{"Ann", "Bob"}, {{3, 5}, {1, 1000000}}, false}, "Battle round 2 gives Bob 1000000 points; a round holds 0"},
        {{{"Ann", "Bob"}, std::vector<std::vector<std::uint32_t>>(17, {1, 1}), false},
         "The score has 17 battle rounds; it holds at most 16."},
        {{std::vector<std::string>(9, "P"), {}, false}, "The score has 9 players; it holds at most 8."},
        {{{}, {{4, 4}}, false}, "The score has 1 battle rounds but no players."},
        // Each round a 32-bit total would wrap without the cap on a round.
        {{{"Ann", "Bob"}, std::vector<std::vector<std::uint32_t>>(16, {0xffffffffu, 0}), false}, "a round holds 0"},
    };
    for (const char* id : {"wfb8", "tow", "wh40k7", "wh40k10", "example"}) {
        CAPTURE(id);
        auto client = testing::connect_plugin(id);
        model::Battlefield b;
        b.system_id = id;
        b.width = 72, b.depth = 48;
        for (const auto& [sheet, words] : forged) {
            CAPTURE(words);
            b.plugin_state = testing::vp_state(id, sheet);
            const auto summary = client.request(plugin::kSummary, b);
            REQUIRE_FALSE(summary.ok());
            CHECK(summary.error().status == BB_STATUS_FAILED);
            CHECK(summary.error().message.find(words) != std::string::npos);
        }
        // The most the panel holds is still a score.
        b.plugin_state =
            testing::vp_state(id, {{"Ann", "Bob"}, std::vector<std::vector<std::uint32_t>>(16, {1000, 0}), false});
        const auto most = client.request(plugin::kSummary, b);
        REQUIRE_MESSAGE(most.ok(), most.error().message);
        CHECK(most->players[0].score == 16000);
    }
}
