// The aos4 plugin writes its battle state into share links in its own layout (write-link-state, read-link-state):
// the same state comes back byte for byte, far shorter than its bytes, and what the layout cannot say travels as
// bytes.
#include "aos4/source/battle_state.hpp"
#include "battleboard/link/link.hpp"
#include "battleboard/plugin/link_state_codec.hpp"
#include "battleboard/sdk/panel_sdk.hpp"
#include "battleboard/setup/setup_json.hpp"
#include "file_text.hpp"
#include "support/real_plugin.hpp"

#include <filesystem>

namespace {

using bb::testing::read_file;

// A battle with everything the state holds: objective rolls, players with typed names (one not ASCII), scoring
// lines and battle tactics of the plugin's lists and one that is not, a roll-off being decided.
bb::model::Battlefield battle() {
    aos4::BattleState state;
    state.objectives = {"starstrike", 3, {{1, "Starstrike", 4}, {2, "Starstrike", -1}}};
    auto& sheet = state.sheet;
    sheet.battleplan_id = "border-war";
    sheet.points_limit = 2000;
    sheet.players = {{"Zoë", "Sylvaneth", {"ORDER", "HERO"}}, {"Ben", "", {"CHAOS"}}};
    sheet.rounds = {{0, 1, {{{{"at-least-one", 1}, {"two-or-more", 2}}, "seize-the-centre", true}, {{}, "", false}}},
                    {1, 1, {{{{"house-rule", 1000}}, "a-tactic-of-our-club", false}}}};
    sheet.roll_off = {{5, 2}, true, "Zoë chose to attack"};
    bb::model::Battlefield b;
    b.system_id = "aos4";
    b.width = 60, b.depth = 44;
    b.plugin_state = bb::plugin::sdk::pack_state(state, aos4::kBattleStateVersion);
    return b;
}

// The aos4 plugin as a link reader and writer uses it: its description and its state codec.
struct Aos4 {
    bb::plugin::PluginClient client = bb::testing::connect_plugin("aos4");
    bb::sys::SystemDescription system = client.describe().value();
    bb::link::Reference reference{system};
    bb::link::StateCodec codec = bb::plugin::state_codec(client);

    std::string link(const bb::model::Battlefield& b) { return bb::link::encode(b, &reference, &codec).value(); }
    bb::Result<bb::model::Battlefield> open(const std::string& text) {
        return bb::link::decode(text, &reference, codec);
    }
};

}  // namespace

TEST_CASE("aos4 writes its battle state in its own link layout, and reads it back exactly") {
    Aos4 aos4;
    REQUIRE(aos4.system.answers(bb::plugin::kWriteLinkState.name));
    REQUIRE(aos4.system.answers(bb::plugin::kReadLinkState.name));
    const auto& reference = aos4.reference;
    const auto b = battle();
    const std::string own = aos4.link(b);
    const std::string bytes = bb::link::encode(b, &reference).value();
    CHECK(own.rfind("bb7.", 0) == 0);
    CHECK(own.size() * 2 < bytes.size());  // measured 148 against 388 characters
    const auto opened = aos4.open(own);
    REQUIRE_MESSAGE(opened.ok(), opened.error().message);
    CHECK(opened->plugin_state == b.plugin_state);
    // Without the plugin the link says what it needs; the bytes-only link opens anywhere.
    CHECK(bb::link::decode(own, &reference).error().message ==
          "This link holds a battle state that only the \"aos4\" game system's plugin reads.");
    CHECK(bb::link::decode(bytes, &reference).value().plugin_state == b.plugin_state);
}

TEST_CASE("a state the layout does not hold travels as its bytes") {
    Aos4 aos4;
    auto b = battle();
    // Version 1 of the state (the objective rounds alone) has no layout: the plugin declines it.
    b.plugin_state = bb::plugin::sdk::pack_state(aos4::ObjectiveRoundsState{"starstrike", 2, {}}, 1);
    CHECK_FALSE(aos4.codec.write(b.plugin_state).ok());
    CHECK(bb::link::decode(aos4.link(b), &aos4.reference).value().plugin_state == b.plugin_state);
}

TEST_CASE("a damaged state in the plugin's layout gives a message, never a crash") {
    Aos4 aos4;
    const std::string link = aos4.link(battle());
    int opened = 0;
    for (std::size_t n = 5; n < link.size(); ++n) {
        const auto cut = aos4.open(link.substr(0, n));
        if (cut)
            ++opened;
        else
            CHECK_FALSE(cut.error().message.empty());
    }
    CHECK(opened == 0);  // every character carries data the reader needs
    // Every single-character change opens as some battle or says why.
    const std::string alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for (std::size_t i = 4; i < link.size(); i += 3) {
        std::string changed = link;
        changed[i] = alphabet[(alphabet.find(link[i]) + 17) % 64];
        const auto result = aos4.open(changed);
        if (!result) CHECK_FALSE(result.error().message.empty());
    }
}

TEST_CASE(
    "golden: the scored table's link opens to its state with the plugin, and is written again (format 7) to the "
    "same state") {
    const std::filesystem::path folder = std::filesystem::path(BB_GOLDEN_DIR) / "links";
    std::string six = read_file(folder / "aos4-2000-scored-v6.txt");
    six.erase(six.find_last_not_of("\n") + 1);
    Aos4 aos4;
    const auto opened = aos4.open(six);
    REQUIRE_MESSAGE(opened.ok(), opened.error().message);
    const auto state = bb::plugin::sdk::unpack_state<aos4::BattleState>(opened->plugin_state, 2).value();
    CHECK(state.sheet.players.at(0).name == "Ana");
    CHECK(state.sheet.rounds.size() == 3);
    const std::string seven = aos4.link(*opened);
    CHECK(bb::link::read_header(seven).value().format == 7);
    const auto again = aos4.open(seven);
    REQUIRE_MESSAGE(again.ok(), again.error().message);
    CHECK(again->plugin_state.data == opened->plugin_state.data);
    CHECK(bb::setup::to_json(*again) == bb::setup::to_json(*opened));
}
