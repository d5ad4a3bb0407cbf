// Score sheets older Battleboards kept in the host, read by the aos4 plugin (`convert-legacy-sheet`): every golden
// link and setup file that holds one gives the plugin state the plugin's own take-over gives, with the same
// summary, and the host reads what follows the sheet from where the plugin says it ended.
#include "aos4/source/battle_state.hpp"
#include "aos4_fixture.hpp"
#include "battleboard/link/link.hpp"
#include "battleboard/panel_sdk.hpp"
#include "battleboard/plugin/legacy_operations.hpp"
#include "battleboard/plugin/match_operations.hpp"
#include "battleboard/setup/setup_json.hpp"
#include "file_text.hpp"

#include <filesystem>
#include <nlohmann/json.hpp>

using namespace bb;

namespace {

using bb::testing::read_file;

link::SheetConverter converter(plugin::PluginClient& client) {
    return [&client](const plugin::LegacySheet& sheet) {
        return client.request<plugin::ConvertedSheet>(plugin::kConvertLegacySheet, sheet);
    };
}

aos4::BattleState unpacked(const model::PluginState& stored) {
    auto state = plugin::sdk::unpack_state<aos4::BattleState>(stored, aos4::kBattleStateVersion);
    REQUIRE(state.has_value());
    return *state;
}

// What the plugin itself makes of a battlefield whose sheet the host read: its state with the sheet taken over.
aos4::BattleState taken_over(const model::Battlefield& b) {
    auto state = unpacked(b.plugin_state);
    if (state.sheet.empty()) state.sheet = aos4::from_legacy(b.score_sheet);
    return state;
}

// The summary's bytes, or its message when the plugin refuses the sheet (a battleplan the sheet does not match).
std::string summary_of(plugin::PluginClient& client, const model::Battlefield& b) {
    auto summary = client.call(plugin::kSummary, serial::to_blob(b));
    return summary ? std::string(summary->begin(), summary->end()) : summary.error().message;
}

// The battlefield the host reads itself, with its sheet replaced by the plugin's state: all else is the same.
void check_same_battle(plugin::PluginClient& client, const model::Battlefield& host, const model::Battlefield& plugin) {
    CHECK(plugin.score_sheet.players.empty());
    CHECK(plugin.score_sheet.rounds.empty());
    CHECK(serial::to_blob(unpacked(plugin.plugin_state).sheet) == serial::to_blob(taken_over(host).sheet));
    CHECK(unpacked(plugin.plugin_state).sheet.players.size() == host.score_sheet.players.size());
    CHECK(summary_of(client, plugin) == summary_of(client, host));
    auto rest = host;
    rest.score_sheet = {};
    rest.plugin_state = plugin.plugin_state;
    CHECK(setup::to_json(rest) == setup::to_json(plugin));
}

}  // namespace

TEST_CASE("every golden aos4 link with a score sheet opens through the plugin with the same battle") {
    auto client = aos4_test::connect_aos4();
    const auto description = aos4_test::describe_aos4();
    const link::Reference reference(description);
    const auto convert = converter(client);
    int checked = 0;
    for (const auto& entry : std::filesystem::directory_iterator(std::filesystem::path(BB_GOLDEN_DIR) / "links")) {
        if (entry.path().extension() != ".txt") continue;
        const std::string text = read_file(entry.path());
        const auto header = link::read_header(text).value();
        if (header.system != "aos4") continue;
        CAPTURE(entry.path().filename().string());
        const auto host = link::decode(text, &reference).value();
        const auto plugin = link::decode(text, &reference, convert);
        REQUIRE_MESSAGE(plugin.ok(), plugin.error().message);
        if (host.score_sheet.players.empty() && host.score_sheet.rounds.empty()) {
            CHECK(setup::to_json(*plugin) == setup::to_json(host));  // no sheet: nothing handed over
            continue;
        }
        check_same_battle(client, host, *plugin);
        ++checked;
    }
    CHECK(checked == 3);  // aos4-2000-scored (format 2), aos4-border-war-scored (2), aos4-2000-scored-v4 (4)
}

TEST_CASE("a setup file's score sheet becomes the same plugin state through the plugin") {
    auto client = aos4_test::connect_aos4();
    for (const char* name : {"aos4-2000-scored.json", "aos4-border-war-scored.json", "aos4-2000-scored-v4.json"}) {
        CAPTURE(name);
        const std::string text = read_file(std::filesystem::path(BB_GOLDEN_DIR) / "links" / name);
        const auto host = setup::from_json(text).value();
        plugin::LegacySheet sheet;
        sheet.json = nlohmann::json::parse(text)["score_sheet"].dump();
        sheet.state = host.plugin_state;
        auto reply = client.request<plugin::ConvertedSheet>(plugin::kConvertLegacySheet, sheet);
        REQUIRE_MESSAGE(reply.ok(), reply.error().message);
        CHECK(reply->bits == 0);
        auto plugin = host;
        plugin.score_sheet = {};
        plugin.plugin_state = reply->state;
        check_same_battle(client, host, plugin);
    }
}

TEST_CASE("a sheet and the state after it in one link join as the plugin would join them") {
    auto client = aos4_test::connect_aos4();
    const auto description = aos4_test::describe_aos4();
    const link::Reference reference(description);
    auto b =
        setup::from_json(read_file(std::filesystem::path(BB_GOLDEN_DIR) / "links" / "aos4-2000-scored.json")).value();
    aos4::BattleState objectives_only;
    objectives_only.objectives.battleplan_id = b.battleplan_id;
    objectives_only.objectives.round = 3;
    b.plugin_state = plugin::sdk::pack_state(objectives_only, aos4::kBattleStateVersion);
    const std::string text = link::encode(b, &reference).value();
    const auto host = link::decode(text, &reference).value();
    const auto plugin = link::decode(text, &reference, converter(client));
    REQUIRE_MESSAGE(plugin.ok(), plugin.error().message);
    check_same_battle(client, host, *plugin);
    CHECK(unpacked(plugin->plugin_state).objectives.round == 3);
}

TEST_CASE("a damaged or unreadable sheet gives the player a message") {
    auto client = aos4_test::connect_aos4();
    plugin::LegacySheet sheet;
    sheet.json = R"({"players": [{"name": 7}]})";
    auto reply = client.request<plugin::ConvertedSheet>(plugin::kConvertLegacySheet, sheet);
    REQUIRE_FALSE(reply.ok());
    CHECK(reply.error().message.find("setup.score_sheet.players[0].name must be text") != std::string::npos);

    const std::string text = read_file(std::filesystem::path(BB_GOLDEN_DIR) / "links" / "aos4-2000-scored.txt");
    const auto cut = text.substr(0, text.size() - 12);
    const auto decoded = link::decode(cut, nullptr, converter(client));
    REQUIRE_FALSE(decoded.ok());
    CHECK(decoded.error().message.find("damaged") != std::string::npos);
}
