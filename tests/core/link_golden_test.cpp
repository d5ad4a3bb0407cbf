// Every link a release ever wrote must keep opening to the same setup (tests/golden/links/README.md).
#include "battleboard/link/bit_stream.hpp"
#include "battleboard/link/link.hpp"
#include "battleboard/link/text_code.hpp"
#include "battleboard/plugin/link_state_codec.hpp"
#include "battleboard/plugin/plugin_client.hpp"
#include "battleboard/plugin/shared_library.hpp"
#include "battleboard/setup/setup_json.hpp"
#include "file_text.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <set>

using namespace bb;

namespace {

using bb::testing::read_file;

// The installed plugin of a system, whose description links refer to and which reads its state in a link.
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

// Decodes the way the app does: the header first, then with the system's description and its reader of its state.
Result<model::Battlefield> open_link(const std::string& text) {
    const auto header = link::read_header(text);
    if (!header) return header.error();
    auto client = connect(header->system);
    const auto system = client.describe().value();
    const link::Reference reference(system);
    return link::decode(text, &reference, plugin::state_codec(client));
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
        CHECK(setup::to_json(*battlefield) + "\n" == read_file(expected));
        ++checked;
    }
    CHECK(checked >= 5);
}

namespace {

// The installed plugin's version of a system, as its index entry says.
std::string installed_version(const std::string& system_id) {
    return plugin::read_plugin_index(BB_PLUGIN_DIR).value().version_of(system_id);
}

// Decodes a golden link with its system's plugin and encodes the setup again, as the newest format, naming
// `version` as the plugin's.
std::string reencoded(const std::string& text, const std::string& version) {
    auto client = connect(link::read_header(text).value().system);
    const auto system = client.describe().value();
    const link::Reference reference(system, version);
    const auto codec = plugin::state_codec(client);
    const auto battlefield = link::decode(text, &reference, codec).value();
    return link::encode(battlefield, &reference, &codec).value();
}

// A link's payload as '0' and '1', without the zero bits that fill its last character.
std::string payload_bits(const std::string& text) {
    const std::string alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    std::string bits;
    for (char c : text.substr(text.find('.') + 1)) {
        const auto value = alphabet.find(c);
        for (int bit = 5; bit >= 0; --bit) bits += (value >> bit) & 1 ? '1' : '0';
    }
    return bits.substr(0, bits.find_last_of('1') + 1);
}

// A format 6 link encoded again: format 7, naming the installed plugin's version, the same setup.
void check_format_7_of(const std::string& text) {
    const auto header = link::read_header(text).value();
    CHECK(header.format == 6);
    CHECK(header.plugin_version.empty());
    // Format 7 is format 6 with the version after the system's text: an empty one is five bits (not dotted
    // numbers, "0", then a text of length 0, "1000") and the rest is bit for bit the same.
    link::BitWriter system_text;
    link::text_code::write(system_text, header.system);
    std::string expected = payload_bits(text);
    expected.insert(system_text.size(), "01000");
    CHECK(payload_bits(reencoded(text, "")) == expected);
    const std::string again = reencoded(text, installed_version(header.system));
    const auto again_header = link::read_header(again).value();
    CHECK(again_header.format == 7);
    CHECK(again_header.plugin_version == installed_version(header.system));
    CHECK(setup::to_json(open_link(again).value()) == setup::to_json(open_link(text).value()));
}

}  // namespace

TEST_CASE("format 6 golden links name no version and come back the same from a format 7 link") {
    for (const char* name : {"aos4-2000-v6", "wfb8-40-v6", "aos4-2000-scored-v6", "zones-texts-v6",
                             "aos4-border-war-scored-v6", "aos4-border-war-edited-v6"}) {
        CAPTURE(name);
        check_format_7_of(golden_link(name));
    }
    // The plain victory point systems' sheets, each in its plugin's own layout: without the plugin's reader the
    // link says which system it needs.
    for (const std::string system : {"wfb8", "tow", "wh40k7", "wh40k10"}) {
        CAPTURE(system);
        const std::string text = golden_link(system + "-scored-v6");
        check_format_7_of(text);
        auto client = connect(system);
        const auto description = client.describe().value();
        const link::Reference reference(description);
        CHECK(link::decode(text, &reference).error().message.find(system) != std::string::npos);
    }
}

TEST_CASE("format 7 golden links name their plugin's version and re-encode the same") {
    const std::map<std::string, std::string> versions = {
        {"aos4-2000-v7", "1.0.0"}, {"wfb8-scored-v7", "1.0.0"}, {"aos4-2000-without-plugin-v7", ""}};
    for (const auto& [name, version] : versions) {
        CAPTURE(name);
        const std::string text = golden_link(name);
        const auto header = link::read_header(text).value();
        CHECK(header.format == 7);
        CHECK(header.plugin_version == version);
        CHECK(header.needs_reference == !version.empty());
        if (header.needs_reference) CHECK(reencoded(text, version) == text);
    }
    // Made without its plugin, it holds every value: it opens without the plugin, to the same setup as with it.
    const std::string without = golden_link("aos4-2000-without-plugin-v7");
    CHECK(setup::to_json(link::decode(without).value()) == setup::to_json(open_link(without).value()));
    CHECK(link::encode(link::decode(without).value()).value() == without);
    // Without the plugin, a reader is told the version the link needs.
    CHECK(link::decode(golden_link("aos4-2000-v7")).error().message ==
          "This link needs the game system \"aos4\" version 1.0.0 to open.");
    // The benchmark's 40-piece table within the issue's goal.
    CHECK(golden_link("wfb8-40-v6").size() <= 300);
    const auto zones = open_link(golden_link("zones-texts-v6")).value();
    REQUIRE(zones.territories.size() == 4);
    CHECK(zones.territories[0].area.points.front().x == 70.125);  // a rectangle that starts at its far corner
    CHECK(zones.pieces[2].label == "Руины 1");
    CHECK(zones.pieces[4].attributes.at("Зал") == "Зал Ж");
    CHECK(zones.pieces[5].catalogue_id == "hill");  // a kind seen before, not the one before it
}

TEST_CASE("links of the pre-release formats 1 to 5 are refused with a message asking for a new one") {
    for (int format = 1; format <= 5; ++format) {
        CAPTURE(format);
        const std::string text = "bb" + std::to_string(format) + ".LYJbfZNuyrHbp2-8dPwuyK1jTCLArKlkC7rMV1Ag";
        const std::string message = "This link was made by a pre-release Battleboard (format " +
                                    std::to_string(format) +
                                    "), which this version no longer opens; ask for a new link.";
        CHECK(link::read_header(text).error().message == message);
        CHECK(link::decode(text).error().message == message);
        CHECK(open_link("https://example.org/battleboard/#" + text).error().message == message);
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
