// Saves made before the score sheet left the host open with the same score: their setup's "score_sheet" is read
// by the system's plugin into its battle state, as the app does when it opens a save (Battlefields::take_legacy_sheet).
#include "battleboard/plugin/legacy_operations.hpp"
#include "battleboard/plugin/match_operations.hpp"
#include "battleboard/setup/legacy_sheet_request.hpp"
#include "battleboard/setup/setup_json.hpp"
#include "file_text.hpp"
#include "real_plugin.hpp"

#include <doctest/doctest.h>
#include <filesystem>
#include <nlohmann/json.hpp>

using namespace bb;

namespace {

const std::filesystem::path kGolden = std::filesystem::path(BB_GOLDEN_DIR);

// The save's battlefield with its sheet taken in, and the plugin's summary of it.
rules::BattleSummary opened_summary(const std::string& save_name) {
    const auto save = nlohmann::json::parse(testing::read_file(kGolden / "saves" / save_name));
    auto battlefield = setup::from_json(save["setup"].dump()).value();
    REQUIRE_FALSE(battlefield.legacy_sheet.empty());
    auto client = testing::connect_plugin(battlefield.system_id);
    const auto sheet = setup::legacy_sheet_request(battlefield.legacy_sheet, battlefield.plugin_state);
    auto converted = client.request<plugin::ConvertedSheet>(plugin::kConvertLegacySheet, sheet);
    REQUIRE_MESSAGE(converted.ok(), converted.error().message);
    battlefield.plugin_state = converted->state;
    battlefield.legacy_sheet.clear();
    CHECK(setup::to_json(battlefield).find("score_sheet") == std::string::npos);
    auto summary = client.request<rules::BattleSummary>(plugin::kSummary, battlefield);
    REQUIRE_MESSAGE(summary.ok(), summary.error().message);
    return *summary;
}

}  // namespace

TEST_CASE("golden: an aos4 save with its score sheet opens with the totals worked out by hand") {
    const auto expected =
        nlohmann::json::parse(testing::read_file(kGolden / "summaries" / "aos4-border-war-scored.json"));
    const auto s = opened_summary("aos4-border-war-scored.save.json");
    CHECK(s.kept);
    CHECK(s.rounds_played == expected["rounds_played"].get<std::uint32_t>());
    REQUIRE(s.players.size() == expected["players"].size());
    for (std::size_t p = 0; p < s.players.size(); ++p) {
        CHECK(s.players[p].name == expected["players"][p]["name"].get<std::string>());
        CHECK(s.players[p].score == expected["players"][p]["score"].get<std::int64_t>());
    }
    CHECK(s.result == expected["result"].get<std::string>());
}

TEST_CASE("golden: a 40K save with plain victory points opens with the same points") {
    const auto s = opened_summary("wh40k10-plain-vp.save.json");
    CHECK(s.kept);
    REQUIRE(s.players.size() == 2);
    CHECK(s.players[0].name == "Ann");
    CHECK(s.players[0].score == 3);
    CHECK(s.players[1].score == 4);
    CHECK(s.rounds == std::vector<std::string>{"Round 1: Ann +3 = 3, Bob +1 = 1.", "Round 2: Ann +0 = 3, Bob +3 = 4."});
    CHECK(s.result == "Bob leads with 4 VP.");
}
