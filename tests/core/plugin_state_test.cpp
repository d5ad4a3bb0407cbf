// A game system's battle-wide state: opaque bytes the host keeps in the battlefield, saves and reopens.
#include "battleboard/model/battlefield.hpp"
#include "battleboard/serial/blob.hpp"
#include "battleboard/setup/setup_json.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

namespace {

// The exact field list Battlefield had at version 4 (with the pre-release score sheet as JSON text); versions 2
// and 3 held a sheet of their own layout before the plugin state.
struct BattlefieldVersion4 {
    std::string system_id, rules_edition, battleplan_id;
    double width = 60, depth = 44;
    std::vector<bb::model::TerrainPiece> pieces;
    std::vector<bb::model::Objective> objectives;
    std::vector<bb::model::Territory> territories;
    std::uint32_t next_id = 1;
    bb::model::PluginState plugin_state;
    std::string legacy_sheet;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t) {
        ar(system_id, rules_edition, battleplan_id, width, depth, pieces, objectives, territories, next_id,
           plugin_state, legacy_sheet);
    }
};

struct BattlefieldVersion3 : BattlefieldVersion4 {};

}  // namespace

CEREAL_CLASS_VERSION(BattlefieldVersion4, 4);
CEREAL_CLASS_VERSION(BattlefieldVersion3, 3);

TEST_CASE("a version 4 battlefield loads with its plugin state; one holding a pre-release sheet, or older, fails") {
    BattlefieldVersion4 old;
    old.system_id = "aos4";
    old.next_id = 4;
    old.plugin_state = {2, {1, 2, 3}};
    auto loaded = bb::serial::from_blob<bb::model::Battlefield>(bb::serial::to_blob(old), "the battlefield");
    REQUIRE_MESSAGE(loaded.ok(), loaded.error().message);
    CHECK(loaded->system_id == "aos4");
    CHECK(loaded->next_id == 4);
    CHECK(loaded->plugin_state == old.plugin_state);
    BattlefieldVersion4 scored = old;
    scored.legacy_sheet = R"({"battleplan":"border-war"})";
    CHECK_FALSE(bb::serial::from_blob<bb::model::Battlefield>(bb::serial::to_blob(scored), "the battlefield").ok());
    BattlefieldVersion3 older;
    older.system_id = "aos4";
    CHECK_FALSE(bb::serial::from_blob<bb::model::Battlefield>(bb::serial::to_blob(older), "the battlefield").ok());
}

TEST_CASE("a setup file with a pre-release score sheet is refused, naming the sheet") {
    bb::model::Battlefield b;
    b.system_id = "aos4";
    auto json = nlohmann::json::parse(bb::setup::to_json(b));
    for (const auto& sheet : {nlohmann::json::parse(R"({"battleplan":"border-war","players":[{"name":"Ann"}]})"),
                              nlohmann::json("a sheet")}) {
        CAPTURE(sheet.dump());
        json["score_sheet"] = sheet;
        CHECK(bb::setup::from_json(json.dump()).error().message ==
              "The setup file holds a score sheet made by a pre-release Battleboard (setup.score_sheet), which this "
              "version no longer reads; remove \"score_sheet\" from the file to open the rest of it.");
    }
    json.erase("score_sheet");
    CHECK(bb::setup::from_json(json.dump()).ok());
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
