// Every link a release ever wrote must keep opening to the same setup (tests/golden/links/README.md).
#include "battleboard/link/link.hpp"
#include "battleboard/plugin/link_state_codec.hpp"
#include "battleboard/plugin/match_operations.hpp"
#include "battleboard/plugin/plugin_client.hpp"
#include "battleboard/plugin/shared_library.hpp"
#include "battleboard/setup/legacy_sheet_request.hpp"
#include "battleboard/setup/setup_json.hpp"
#include "file_text.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>

using namespace bb;

namespace {

using bb::testing::read_file;

// The installed plugin of a system, whose description format 4 links refer to and which reads old score sheets.
plugin::PluginClient connect(const std::string& system_id) {
    auto index = plugin::read_plugin_index(BB_PLUGIN_DIR).value();
    return plugin::PluginClient::connect(plugin::open_indexed_plugin(BB_PLUGIN_DIR, index, system_id).value(),
                                         system_id)
        .value();
}

sys::SystemDescription described(const std::string& system_id) { return connect(system_id).describe().value(); }

// A golden link's text, without the file's final newline.
std::string golden_link(const std::string& name) {
    std::string text = read_file(std::filesystem::path(BB_GOLDEN_DIR) / "links" / (name + ".txt"));
    text.erase(text.find_last_not_of("\n") + 1);
    return text;
}

// Asks the plugin to read an old score sheet, when it does.
link::SheetConverter converter(plugin::PluginClient& client, const sys::SystemDescription& system) {
    if (!system.answers(plugin::kConvertLegacySheet)) return {};
    return [&client](const plugin::LegacySheet& sheet) {
        return client.request<plugin::ConvertedSheet>(plugin::kConvertLegacySheet, sheet);
    };
}

// Decodes the way the app does: the header first, then with the system's description and its reader of old
// score sheets.
Result<model::Battlefield> open_link(const std::string& text) {
    const auto header = link::read_header(text);
    if (!header) return header.error();
    auto client = connect(header->system);
    const auto system = client.describe().value();
    const link::Reference reference(system);
    return link::decode(text, &reference, converter(client, system), plugin::state_codec(client));
}

// The setup a golden file holds, its score sheet read by the system's plugin when it reads them: a link's sheet
// must become exactly the state the same sheet in a setup file becomes.
std::string expected_setup(const std::string& json_text) {
    auto expected = setup::from_json(json_text).value();
    const auto document = nlohmann::json::parse(json_text);
    auto client = connect(expected.system_id);
    const auto system = client.describe().value();
    if (!document.contains("score_sheet") || !system.answers(plugin::kConvertLegacySheet)) return json_text;
    const auto sheet = setup::legacy_sheet_request(document["score_sheet"].dump(), expected.plugin_state);
    auto converted = client.request<plugin::ConvertedSheet>(plugin::kConvertLegacySheet, sheet).value();
    CHECK_FALSE(converted.state.empty());
    expected.legacy_sheet.clear();
    expected.plugin_state = converted.state;
    return setup::to_json(expected) + "\n";
}

}  // namespace

TEST_CASE("golden links decode to exactly their setups") {
    const std::filesystem::path folder = std::filesystem::path(BB_GOLDEN_DIR) / "links";
    int checked = 0;
    for (const auto& entry : std::filesystem::directory_iterator(folder)) {
        if (entry.path().extension() != ".txt") continue;
        CAPTURE(entry.path().filename().string());
        const auto battlefield = open_link(read_file(entry.path()));
        REQUIRE_MESSAGE(battlefield.ok(), battlefield.error().message);
        auto expected = entry.path();
        expected.replace_extension(".json");
        CHECK(setup::to_json(*battlefield) + "\n" == expected_setup(read_file(expected)));
        ++checked;
    }
    CHECK(checked >= 5);
}

TEST_CASE("format 1 golden links cover what the format holds") {
    const std::filesystem::path folder = std::filesystem::path(BB_GOLDEN_DIR) / "links";
    auto decoded = [&](const char* name) { return link::decode(read_file(folder / name)).value(); };
    const auto wfb8 = decoded("wfb8-40.txt");
    CHECK(wfb8.pieces.size() == 40);
    const auto rolls = decoded("rolls-attributes.txt");
    CHECK(rolls.pieces[0].rolls.size() == 3);
    CHECK(rolls.pieces[0].rolls[1].total == 42);  // not the sum of the faces
    CHECK(rolls.pieces[0].attributes.size() == 3);
    CHECK(rolls.pieces[3].label == "Руины");
    const auto custom = decoded("custom-footprints.txt");
    CHECK(custom.pieces[0].footprint.points.size() == 6);
    CHECK(custom.pieces[5].position.x < 0);
    CHECK(custom.objectives[1].diameter == 6);
    const auto aos4 = decoded("aos4-2000.txt");
    CHECK(aos4.objectives.size() == 5);
    CHECK(aos4.territories.size() == 2);
}

TEST_CASE("format 1 links open with no battle state and re-encode as the newest format, no longer") {
    for (const char* name : {"aos4-2000", "wfb8-40", "rolls-attributes", "custom-footprints", "empty"}) {
        CAPTURE(name);
        const std::string one = golden_link(name);
        REQUIRE(one.rfind("bb1.", 0) == 0);
        const auto battlefield = link::decode(one).value();
        CHECK(battlefield.plugin_state.empty());
        // Without the system's description every value stays in the link, and it opens anywhere.
        const std::string newest = link::encode(battlefield).value();
        CHECK(newest.rfind("bb6.", 0) == 0);
        CHECK(newest.size() <= one.size());
        CHECK(setup::to_json(link::decode(newest).value()) == setup::to_json(battlefield));
    }
}

TEST_CASE("golden links with score sheets open only through their system's plugin, which sums them up") {
    const std::filesystem::path folder = std::filesystem::path(BB_GOLDEN_DIR) / "links";
    CHECK(link::decode(read_file(folder / "aos4-2000-scored.txt")).error().message ==
          "This link holds a score sheet that only the \"aos4\" game system's plugin reads.");
    for (const char* name : {"aos4-2000-scored.txt", "aos4-border-war-scored.txt", "aos4-2000-scored-v4.txt"}) {
        CAPTURE(name);
        const auto scored = open_link(read_file(folder / name));
        REQUIRE_MESSAGE(scored.ok(), scored.error().message);
        CHECK(scored->legacy_sheet.empty());
        CHECK_FALSE(scored->plugin_state.empty());
        // What the plugin made of the sheet travels in a new link as its state, and comes back the same.
        const auto system = described("aos4");
        const link::Reference reference(system);
        const auto again = link::decode(link::encode(*scored, &reference).value(), &reference).value();
        CHECK(setup::to_json(again) == setup::to_json(*scored));
    }
    auto client = connect("aos4");
    const auto border_war = open_link(read_file(folder / "aos4-border-war-scored.txt")).value();
    const auto summary = client.request<rules::BattleSummary>(plugin::kSummary, border_war).value();
    CHECK(summary.kept);
    CHECK(summary.rounds_played == 2);  // its totals: tests/golden/summaries, aos4_score_panel_test.cpp
}

TEST_CASE("format 4 golden links refer to their plugins' catalogues and battleplans, and re-encode as format 6") {
    const std::filesystem::path folder = std::filesystem::path(BB_GOLDEN_DIR) / "links";
    for (const char* name : {"aos4-2000-v4", "wfb8-40-v4"}) {
        CAPTURE(name);
        const std::string text = golden_link(name);
        const auto header = link::read_header(text).value();
        CHECK(header.format == 4);
        CHECK(header.needs_reference);
        CHECK(link::decode(text).error().message ==
              "This link needs the game system \"" + header.system + "\" to open.");
        const auto system = described(header.system);
        const link::Reference reference(system);
        const auto battlefield = link::decode(text, &reference).value();
        const auto newest = link::encode(battlefield, &reference).value();
        CHECK(newest.rfind("bb6.", 0) == 0);
        CHECK(newest.size() <= text.size());
        CHECK(setup::to_json(link::decode(newest, &reference).value()) == setup::to_json(battlefield));
        // Without the description the same setup needs every value in the link.
        CHECK(link::encode(battlefield).value().size() > text.size() + text.size() / 2);
    }
    const auto aos4 = open_link(read_file(folder / "aos4-2000-v4.txt")).value();
    CHECK(aos4.pieces.size() == 8);
    CHECK(aos4.pieces[0].label == "Obstacle");
    CHECK(aos4.objectives.size() == 4);
    CHECK(aos4.territories.size() == 2);
    const auto wfb8 = open_link(read_file(folder / "wfb8-40-v4.txt")).value();
    CHECK(wfb8.pieces.size() == 40);
    CHECK(wfb8.pieces[14].label == "Watchtower");
    CHECK(wfb8.pieces[0].rolls.at(0).table_id == "dangerous-terrain");
}

namespace {

// Decodes a golden link with its system's plugin and encodes the setup again, as the newest format.
std::string reencoded(const std::string& text) {
    auto client = connect(link::read_header(text).value().system);
    const auto system = client.describe().value();
    const link::Reference reference(system);
    const auto codec = plugin::state_codec(client);
    const auto battlefield = link::decode(text, &reference, {}, codec).value();
    return link::encode(battlefield, &reference, &codec).value();
}

}  // namespace

TEST_CASE("format 5 golden links name ids by the plugins' numbers, and re-encode as format 6, no longer") {
    const std::filesystem::path folder = std::filesystem::path(BB_GOLDEN_DIR) / "links";
    for (const std::string name : {"aos4-2000", "wfb8-40", "aos4-2000-scored"}) {
        CAPTURE(name);
        const std::string text = golden_link(name + "-v5");
        const auto header = link::read_header(text).value();
        CHECK(header.format == 5);
        CHECK(header.needs_reference);
        // The same tables as format 6 wrote them when it was released.
        CHECK(reencoded(text) == golden_link(name + "-v6"));
        CHECK(golden_link(name + "-v6").size() <= text.size());
    }
    // The same tables are shorter than format 4 made them.
    CHECK(read_file(folder / "aos4-2000-v5.txt").size() < read_file(folder / "aos4-2000-v4.txt").size());
    CHECK(read_file(folder / "wfb8-40-v5.txt").size() < read_file(folder / "wfb8-40-v4.txt").size());
}

TEST_CASE("format 6 golden links re-encode the same") {
    for (const char* name : {"aos4-2000-v6", "wfb8-40-v6", "aos4-2000-scored-v6", "zones-texts-v6"}) {
        CAPTURE(name);
        const std::string text = golden_link(name);
        CHECK(link::read_header(text).value().format == 6);
        CHECK(reencoded(text) == text);
    }
    // The plain victory point systems' sheets, each in its plugin's own layout: without the plugin's reader the
    // link says which system it needs.
    for (const std::string system : {"wfb8", "tow", "wh40k7", "wh40k10"}) {
        CAPTURE(system);
        const std::string text = golden_link(system + "-scored-v6");
        CHECK(reencoded(text) == text);
        auto client = connect(system);
        const auto description = client.describe().value();
        const link::Reference reference(description);
        CHECK(link::decode(text, &reference).error().message.find(system) != std::string::npos);
    }
    // The benchmark's 40-piece table within the goal.
    CHECK(golden_link("wfb8-40-v6").size() <= 300);
    const auto zones = open_link(golden_link("zones-texts-v6")).value();
    REQUIRE(zones.territories.size() == 4);
    CHECK(zones.territories[0].area.points.front().x == 70.125);  // a rectangle that starts at its far corner
    CHECK(zones.pieces[2].label == "Руины 1");
    CHECK(zones.pieces[4].attributes.at("Зал") == "Зал Ж");
    CHECK(zones.pieces[5].catalogue_id == "hill");  // a kind seen before, not the one before it
}

TEST_CASE("every installed plugin's ids have codes of their own, so a link can name each of them") {
    const auto index = plugin::read_plugin_index(BB_PLUGIN_DIR).value();
    for (const auto& entry : index.systems) {
        CAPTURE(entry.id);
        const auto system = described(entry.id);
        const link::Reference reference(system);
        for (const auto& e : system.editions) CHECK(reference.code(link::Names::Editions, e.id).has_value());
        for (const auto& e : system.catalogue) CHECK(reference.code(link::Names::Catalogue, e.id).has_value());
        for (const auto& p : system.battleplans) CHECK(reference.code(link::Names::Battleplans, p.id).has_value());
        for (const auto& t : system.tables) CHECK(reference.code(link::Names::Tables, t.id).has_value());
    }
}

TEST_CASE("every installed plugin keeps its link numbers: its lists begin with the golden ones, and number every id") {
    const auto index = plugin::read_plugin_index(BB_PLUGIN_DIR).value();
    const std::filesystem::path folder = std::filesystem::path(BB_GOLDEN_DIR) / "link_numbers";
    for (const auto& entry : index.systems) {
        CAPTURE(entry.id);
        const auto system = described(entry.id);
        const auto golden = nlohmann::json::parse(read_file(folder / (entry.id + ".json")));
        const auto& numbers = system.link_numbers;
        auto check = [&](const char* list, const std::vector<std::string>& ids, const auto& described_items) {
            CAPTURE(list);
            // A number names the same id forever: the released list is never reordered, shortened or edited.
            const auto released = golden.at(list).get<std::vector<std::string>>();
            REQUIRE(ids.size() >= released.size());
            CHECK(std::equal(released.begin(), released.end(), ids.begin()));
            CHECK(std::set<std::string>(ids.begin(), ids.end()).size() == ids.size());
            for (const auto& item : described_items) {
                CAPTURE(item.id);
                CHECK(std::find(ids.begin(), ids.end(), item.id) != ids.end());
            }
        };
        check("editions", numbers.editions, system.editions);
        check("catalogue", numbers.catalogue, system.catalogue);
        check("battleplans", numbers.battleplans, system.battleplans);
        check("tables", numbers.tables, system.tables);
    }
}
