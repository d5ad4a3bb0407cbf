// A game system's battle-wide state: opaque bytes the host keeps in the battlefield, saves and reopens.
#include "battleboard/model/battlefield.hpp"
#include "battleboard/serial/blob.hpp"
#include "battleboard/setup/setup_json.hpp"

#include <doctest/doctest.h>

namespace {

// The exact field list Battlefield had at version 2.
struct BattlefieldVersion2 {
    std::string system_id, rules_edition, battleplan_id;
    double width = 60, depth = 44;
    std::vector<bb::model::TerrainPiece> pieces;
    std::vector<bb::model::Objective> objectives;
    std::vector<bb::model::Territory> territories;
    std::uint32_t next_id = 1;
    bb::model::ScoreSheet score_sheet;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t) {
        ar(system_id, rules_edition, battleplan_id, width, depth, pieces, objectives, territories, next_id,
           score_sheet);
    }
};

}  // namespace

CEREAL_CLASS_VERSION(BattlefieldVersion2, 2);

TEST_CASE("a version 2 battlefield loads with no plugin state") {
    BattlefieldVersion2 old;
    old.system_id = "tow";
    old.next_id = 4;
    auto loaded = bb::serial::from_blob<bb::model::Battlefield>(bb::serial::to_blob(old), "the battlefield");
    REQUIRE(loaded.ok());
    CHECK(loaded->system_id == "tow");
    CHECK(loaded->next_id == 4);
    CHECK(loaded->plugin_state.empty());
}

TEST_CASE("plugin state travels in the battlefield and in setup files, byte for byte") {
    bb::model::Battlefield b;
    b.system_id = "example";
    b.plugin_state = {3, {0, 1, 0xfe, 0xff, 42}};
    auto blob = bb::serial::from_blob<bb::model::Battlefield>(bb::serial::to_blob(b), "the battlefield");
    REQUIRE(blob.ok());
    CHECK(blob->plugin_state == b.plugin_state);
    const std::string json = bb::setup::to_json(b);
    CHECK(json.find("\"plugin_state\"") != std::string::npos);
    auto reopened = bb::setup::from_json(json);
    REQUIRE(reopened.ok());
    CHECK(reopened->plugin_state == b.plugin_state);
}

TEST_CASE("a setup file without plugin state leaves it out, and a broken one is refused") {
    bb::model::Battlefield b;
    b.system_id = "tow";
    CHECK(bb::setup::to_json(b).find("plugin_state") == std::string::npos);
    std::string json = bb::setup::to_json(b);
    json.insert(json.rfind('}'), R"(, "plugin_state": {"version": 1, "data": "0g"})");
    auto broken = bb::setup::from_json(json);
    REQUIRE_FALSE(broken.ok());
    CHECK(broken.error().message.find("setup.plugin_state.data") != std::string::npos);
}
