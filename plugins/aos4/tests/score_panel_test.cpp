// The aos4 score sheet as the plugin's own panel, driven the way the app drives it: the sheet lives in the
// battle's plugin state, the "summary" operation sums it up, and golden links carry it with the totals worked out
// by hand.
#include "aos4/source/battle_state.hpp"
#include "aos4/source/objective_rounds_panel.hpp"
#include "battleboard/link/link.hpp"
#include "battleboard/plugin/abi.h"
#include "battleboard/plugin/link_state_codec.hpp"
#include "battleboard/plugin/match_operations.hpp"
#include "battleboard/sdk/panel_sdk.hpp"
#include "file_text.hpp"
#include "support/panel_driver.hpp"

#include <filesystem>
#include <nlohmann/json.hpp>

namespace panel = bb::plugin::panel;
using bb::testing::PanelDriver;

namespace {

// A link of the aos4 system, its state read in the plugin's own layout, as the app opens one.
bb::Result<bb::model::Battlefield> open_aos4_link(std::string text) {
    text.erase(text.find_last_not_of("\n") + 1);
    auto client = bb::testing::connect_plugin("aos4");
    const auto system = client.describe().value();
    const bb::link::Reference reference(system);
    return bb::link::decode(text, &reference, bb::plugin::state_codec(client));
}

panel::Action action(const std::string& control, double number = 0) {
    panel::Action a;
    a.panel_key = "score";
    a.control_key = control;
    a.number = number;
    return a;
}

panel::Action choose(const std::string& control, const std::string& option) {
    auto a = action(control);
    a.chosen = {option};
    return a;
}

bb::rules::BattleSummary summary(PanelDriver& d) {
    auto reply = d.client.request(bb::plugin::kSummary, d.battlefield);
    REQUIRE_MESSAGE(reply.ok(), reply.error().message);
    return *reply;
}

using bb::testing::read_file;

PanelDriver border_war() {
    PanelDriver d("aos4", "bpr-2025-06");
    d.battlefield.width = 60;
    d.battlefield.depth = 44;
    d.battlefield.battleplan_id = "border-war";
    return d;
}

}  // namespace

TEST_CASE("aos4 score panel: names, a round of ticks and a battle tactic, summed up from the plugin state") {
    auto d = border_war();
    CHECK_FALSE(summary(d).kept);  // an untouched sheet is not being kept
    CHECK(d.control("score", "sheet").value == panel::kFolds);
    auto name = action("name:0");
    name.text = "Ann";
    d.act(name);
    d.act(choose("alliance:0", "ORDER"));
    d.act(action("start-round"));
    CHECK_FALSE(d.battlefield.plugin_state.empty());
    d.act(action("r1:p0:line:home-objective", 1));
    d.act(action("r1:p0:line:border-objective", 2));
    d.act(action("r1:p0:line:enemy-objective", 1));
    // An ORDER general is offered ORDER's battle tactics, not CHAOS's.
    const auto tactics = d.control("score", "r1:p0:tactic");
    const auto offers = [&](const std::string& id) {
        return std::any_of(tactics.options.begin(), tactics.options.end(), [&](const auto& o) { return o.id == id; });
    };
    CHECK(offers("reclaim-the-realms"));
    CHECK_FALSE(offers("offering-of-carnage"));
    d.act(choose("r1:p0:tactic", "seize-the-centre"));
    d.act(action("r1:p0:completed", 1));
    d.act(action("r1:p1:line:home-objective", 1));
    CHECK(d.control("score", "r1:p0:tally").text ==
          "10 VP: objectives 6 (10 before the cap), battle tactic 4; 10 in all");
    CHECK(d.control("score", "r1:p1:tally").text == "1 VP: objectives 1; 1 in all");
    const auto s = summary(d);
    REQUIRE(s.kept);
    REQUIRE(s.players.size() == 2);
    CHECK(s.players[0].name == "Ann");
    CHECK(s.players[1].name == "Defender");
    CHECK(s.players[0].score == 10);
    CHECK(s.players[1].score == 1);
    CHECK(s.leader == 0);
    CHECK(s.rounds_played == 1);
    CHECK(s.battle_rounds == 5);
    CHECK(s.result.rfind("After 1 of 5 battle rounds: Major victory for Ann", 0) == 0);
    // The new round's objectives show: the objective rounds follow the sheet in the same state.
    CHECK(d.control("score", "result").text == s.result);
}

TEST_CASE("aos4 score panel: a second round takes a double turn, and a used tactic is no longer offered") {
    auto d = border_war();
    d.act(action("start-round"));
    d.act(action("r1:p0:line:enemy-objective", 1));
    d.act(choose("r1:p0:tactic", "seize-the-centre"));
    d.act(action("start-round"));
    // Turns alternate by default: the defender went second and now goes first, a double turn, and at most 5 VP
    // behind it seizes the initiative, so no battle tactic for the defender this turn.
    CHECK(d.control("score", "r2:first").chosen == std::vector<std::string>{"1"});
    CHECK(d.control("score", "r2:events").text ==
          "Underdog: Attacker. Defender took a double turn and seized the initiative.");
    CHECK(d.control("score", "r2:p1:tactic").text == "Seized the initiative: no battle tactic this turn.");
    const auto tactics = d.control("score", "r2:p0:tactic");
    CHECK(tactics.options.size() > 2);
    CHECK(std::none_of(tactics.options.begin(), tactics.options.end(),
                       [](const auto& o) { return o.id == "seize-the-centre"; }));
    // The attacker going first again instead: no double turn.
    d.act(choose("r2:first", "0"));
    d.act(choose("r2:priority", "0"));
    CHECK(d.control("score", "r2:events").text == "Underdog: Defender.");
    // Removing the last round takes it off the sheet; an unknown line is refused with a message, not applied.
    d.act(action("r2:remove"));
    CHECK(summary(d).rounds_played == 1);
    const auto refused = d.act(action("r1:p0:line:nope", 1));
    CHECK(refused.message.find("no scoring line") != std::string::npos);
    CHECK_FALSE(refused.state_changed);
}

TEST_CASE("aos4 score panel: the roll-off's winner picks a role, and the sheet follows the players") {
    auto d = border_war();
    auto name = action("name:1");
    name.text = "Bob";
    d.act(name);
    auto roll = action("roll-off");
    roll.faces = {2, 5};
    roll.total = 7;
    d.act(roll);
    const auto rolled = d.control("score", "roll-off");
    CHECK(rolled.text == "Bob wins the roll-off, 5 to 2, and chooses:");
    REQUIRE(rolled.options.size() == 2);
    d.act(choose("roll-off", "attacker"));
    CHECK(d.control("score", "name:0").text == "Bob");
    CHECK(d.control("score", "roll-off").text == "Bob won the roll-off 5 to 2 and is the attacker.");
}

TEST_CASE("aos4 score panel: the objective rounds' state of before the sheet moved still loads") {
    auto d = border_war();
    d.battlefield.battleplan_id = "starstrike";
    // Version 1 of the state: the objective rounds alone (battleplan, round shown, no rolls).
    d.battlefield.plugin_state = bb::plugin::sdk::pack_state(aos4::ObjectiveRoundsState{"starstrike", 2, {}}, 1);
    CHECK(d.control("objective-rounds", "round").chosen == std::vector<std::string>{"2"});
    d.act(action("start-round"));
    CHECK(d.battlefield.plugin_state.version == 2);
    CHECK(d.control("objective-rounds", "round").chosen == std::vector<std::string>{"1"});
}

TEST_CASE("golden: a link's AoS score sheet opens in the plugin with the totals worked out by hand") {
    const std::filesystem::path golden = std::filesystem::path(BB_GOLDEN_DIR);
    const auto expected = nlohmann::json::parse(read_file(golden / "summaries" / "aos4-border-war-scored.json"));
    auto opened = open_aos4_link(read_file(golden / expected["link"].get<std::string>()));
    REQUIRE_MESSAGE(opened.ok(), opened.error().message);
    REQUIRE_FALSE(opened->plugin_state.empty());
    PanelDriver d("aos4", opened->rules_edition);
    d.battlefield = *opened;
    const auto s = summary(d);
    REQUIRE(s.kept);
    REQUIRE(s.players.size() == 2);
    for (std::size_t p = 0; p < 2; ++p) {
        CHECK(s.players[p].name == expected["players"][p]["name"].get<std::string>());
        CHECK(s.players[p].score == expected["players"][p]["score"].get<std::int64_t>());
    }
    CHECK(s.rounds_played == expected["rounds_played"].get<std::uint32_t>());
    CHECK(s.result == expected["result"].get<std::string>());
    // Its panel shows the sheet, and the first edit keeps it in the plugin's state.
    CHECK(d.control("score", "name:0").text == "Ann");
    CHECK(d.control("score", "r2:p1:tactic").chosen == std::vector<std::string>{"do-not-waver"});
    d.act(action("r2:p0:line:enemy-objective", 1));
    const auto edited = summary(d);
    CHECK(edited.rounds_played == 2);
    CHECK(edited.players[0].score == 16);
    // A link made without the plugin (the state as bytes) carries the plugin's sheet: the opponent opens
    // the same score.
    const auto link = bb::link::encode(d.battlefield);
    REQUIRE(link.ok());
    CHECK(link->rfind("bb7.", 0) == 0);
    auto shared = bb::link::decode(*link);
    REQUIRE(shared.ok());
    CHECK(shared->plugin_state == d.battlefield.plugin_state);
    PanelDriver opponent("aos4", shared->rules_edition);
    opponent.battlefield = *shared;
    const auto seen = summary(opponent);
    CHECK(seen.rounds_played == 2);
    CHECK(seen.players[0].score == 16);
    CHECK(seen.players[1].score == edited.players[1].score);
}

TEST_CASE("golden: a link of the sheet edited in the plugin opens with its totals") {
    const std::filesystem::path golden = std::filesystem::path(BB_GOLDEN_DIR);
    const auto expected = nlohmann::json::parse(read_file(golden / "summaries" / "aos4-border-war-v3.json"));
    auto opened = open_aos4_link(read_file(golden / expected["link"].get<std::string>()));
    REQUIRE_MESSAGE(opened.ok(), opened.error().message);
    REQUIRE_FALSE(opened->plugin_state.empty());
    PanelDriver d("aos4", opened->rules_edition);
    d.battlefield = *opened;
    const auto s = summary(d);
    REQUIRE(s.players.size() == 2);
    for (std::size_t p = 0; p < 2; ++p) {
        CHECK(s.players[p].name == expected["players"][p]["name"].get<std::string>());
        CHECK(s.players[p].score == expected["players"][p]["score"].get<std::int64_t>());
    }
    CHECK(s.rounds_played == expected["rounds_played"].get<std::uint32_t>());
}

TEST_CASE("aos4 score: a state no panel writes is refused by the summary with what is wrong, never scored") {
    auto d = border_war();
    auto sheet_with = [](auto change) {
        aos4::BattleState state;
        state.sheet.battleplan_id = "border-war";
        state.sheet.players = {{"Ann", "", {}}, {"Bob", "", {}}};
        state.sheet.rounds.resize(1);
        state.sheet.rounds[0].turns.resize(2);
        change(state.sheet);
        return bb::plugin::sdk::pack_state(state, aos4::kBattleStateVersion);
    };
    auto refusal = [&](const bb::model::PluginState& state) {
        d.battlefield.plugin_state = state;
        auto reply = d.client.request(bb::plugin::kSummary, d.battlefield);
        REQUIRE_FALSE(reply.ok());
        CHECK(reply.error().status == BB_STATUS_FAILED);
        return reply.error().message;  // after the host's "The aos4 plugin could not ...: "
    };
    CHECK(refusal(sheet_with([](aos4::ScoreSheet& s) { s.rounds[0].first = 5; }))
              .ends_with("Battle round 1 gives the first turn to player 5, who is not in the battle (the attacker is "
                         "player 0, the "
                         "defender player 1)."));
    CHECK(refusal(sheet_with([](aos4::ScoreSheet& s) {
              s.rounds[0].priority = 2;
          })).find("Battle round 1 gives priority to player 2, who is not in the battle") != std::string::npos);
    CHECK(refusal(sheet_with([](aos4::ScoreSheet& s) {
              s.players.push_back({"Cy", "", {}});
          })).ends_with("The score sheet has 3 players; a battle has 2 (the attacker and the defender)."));
    CHECK(refusal(sheet_with([](aos4::ScoreSheet& s) {
              s.rounds[0].turns.resize(3);
          })).ends_with("Battle round 1 holds 3 turns; each of the 2 players has one."));
    CHECK(refusal(sheet_with([](aos4::ScoreSheet& s) {
              s.rounds.resize(6, s.rounds[0]);
          })).ends_with("The battle lasts 5 battle rounds; the sheet has 6."));
    // The same sheet within the battle is scored.
    d.battlefield.plugin_state = sheet_with([](aos4::ScoreSheet& s) { s.rounds[0].first = 1; });
    CHECK(summary(d).kept);
    // A battleplan the plugin does not have is said, never summed up as no score; none picked is no score yet.
    d.battlefield.battleplan_id = "nowhere";
    CHECK(refusal(d.battlefield.plugin_state)
              .ends_with("The score is kept for the battleplan 'nowhere', which is not an aos4 battleplan."));
    d.battlefield.battleplan_id.clear();
    CHECK_FALSE(summary(d).kept);
}
