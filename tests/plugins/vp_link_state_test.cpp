// The plain victory point systems (wfb8, tow, wh40k7, wh40k10, and the example an author copies) write their battle
// state into share links in the SDK's layout of the sheet (victory_points.hpp's LinkLayout) with their own fields
// before it: the same state comes back byte for byte, shorter than its bytes, and a cut or changed link gives a
// message, never a crash.
#include "battleboard/link/link.hpp"
#include "battleboard/plugin/link_state_codec.hpp"
#include "battleboard/sdk/panel_sdk.hpp"
#include "support/real_plugin.hpp"
#include "support/vp_states.hpp"

namespace {

namespace sdk = bb::plugin::sdk;

sdk::vp::Sheet sheet() {
    sdk::vp::Sheet vp;
    vp.names = {"Zoë", "Ben"};
    vp.rounds = {{3, 5}, {12, 0}, {1000}};  // a round the second player has not scored yet
    vp.confirming_clear = true;
    return vp;
}

}  // namespace

TEST_CASE("the plain victory point systems write their state in the SDK's link layout and read it back exactly") {
    for (const std::string system : {"wfb8", "tow", "wh40k7", "wh40k10", "example"}) {
        CAPTURE(system);
        auto client = bb::testing::connect_plugin(system);
        const auto described = client.describe().value();
        REQUIRE(described.answers(bb::plugin::kWriteLinkState.name));
        REQUIRE(described.answers(bb::plugin::kReadLinkState.name));
        const bb::link::Reference reference(described);
        const auto codec = bb::plugin::state_codec(client);
        bb::model::Battlefield b;
        b.system_id = system;
        b.width = 72, b.depth = 48;
        b.plugin_state = bb::testing::vp_state(system, sheet());
        const std::string own = bb::link::encode(b, &reference, &codec).value();
        const std::string bytes = bb::link::encode(b, &reference).value();
        CHECK(own.size() * 3 < bytes.size() * 2);  // measured 38 to 56 characters against 67 to 105
        CHECK(bb::link::decode(own, &reference, codec).value().plugin_state == b.plugin_state);
        // Without the plugin's reader the link says which system it needs.
        CHECK(bb::link::decode(own, &reference).error().message.find(system) != std::string::npos);
        for (std::size_t n = 5; n < own.size(); ++n) {
            const auto cut = bb::link::decode(own.substr(0, n), &reference, codec);
            REQUIRE_FALSE(cut.ok());
            CHECK(cut.error().message.find("damaged") != std::string::npos);
        }
        const std::string alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
        for (std::size_t i = 4; i < own.size(); ++i) {
            std::string changed = own;
            changed[i] = alphabet[(alphabet.find(own[i]) + 29) % 64];
            const auto result = bb::link::decode(changed, &reference, codec);
            if (!result) CHECK_FALSE(result.error().message.empty());
        }
    }
}

TEST_CASE("a sheet beyond what the panel holds is refused by the reader, and travels as bytes") {
    auto client = bb::testing::connect_plugin("wh40k7");
    const auto described = client.describe().value();
    const bb::link::Reference reference(described);
    const auto codec = bb::plugin::state_codec(client);
    auto vp = sheet();
    vp.rounds[0][0] = 1001;  // more than a round holds on the panel
    bb::model::Battlefield b;
    b.system_id = "wh40k7";
    b.width = 72, b.depth = 48;
    b.plugin_state = sdk::pack_state(wh40k7::BattleState{vp}, wh40k7::kStateVersion);
    CHECK_FALSE(codec.write(b.plugin_state).ok());
    const std::string link = bb::link::encode(b, &reference, &codec).value();
    CHECK(bb::link::decode(link, &reference, codec).value().plugin_state == b.plugin_state);
}
