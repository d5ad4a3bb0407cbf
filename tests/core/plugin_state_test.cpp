// A game system's battle-wide state: opaque bytes the host keeps in the battlefield, saves and reopens.
#include "battleboard/link/link.hpp"
#include "battleboard/model/battlefield.hpp"
#include "battleboard/serial/blob.hpp"
#include "battleboard/setup/setup_json.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

namespace {

// The score sheet versions 2 and 3 held, with lists that stay empty here (or, for `players`, hold names only:
// a list that is not empty is all the host has to notice).
struct OldSheet {
    std::string battleplan;
    std::uint32_t points = 0;
    std::vector<std::string> players, rounds;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t) {
        ar(battleplan, points, players, rounds);
    }
};

// The exact field list Battlefield had at version 2.
struct BattlefieldVersion2 {
    std::string system_id, rules_edition, battleplan_id;
    double width = 60, depth = 44;
    std::vector<bb::model::TerrainPiece> pieces;
    std::vector<bb::model::Objective> objectives;
    std::vector<bb::model::Territory> territories;
    std::uint32_t next_id = 1;
    OldSheet score_sheet;
    bb::model::PluginState plugin_state;  // version 3

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t version) {
        ar(system_id, rules_edition, battleplan_id, width, depth, pieces, objectives, territories, next_id,
           score_sheet);
        if (version >= 3) ar(plugin_state);
    }
};

struct BattlefieldVersion3 : BattlefieldVersion2 {};

}  // namespace

CEREAL_CLASS_VERSION(OldSheet, 1);
CEREAL_CLASS_VERSION(BattlefieldVersion2, 2);
CEREAL_CLASS_VERSION(BattlefieldVersion3, 3);

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

TEST_CASE("a version 3 battlefield loads with its plugin state; one with a score sheet kept apart is refused") {
    BattlefieldVersion3 old;
    old.system_id = "aos4";
    old.plugin_state = {2, {1, 2, 3}};
    auto loaded = bb::serial::from_blob<bb::model::Battlefield>(bb::serial::to_blob(old), "the battlefield");
    REQUIRE(loaded.ok());
    CHECK(loaded->plugin_state == old.plugin_state);
    CHECK(loaded->legacy_sheet.empty());
    for (auto change : {+[](OldSheet& s) { s.battleplan = "border-war"; }, +[](OldSheet& s) { s.points = 2000; },
                        +[](OldSheet& s) { s.players = {"Ann"}; }}) {
        BattlefieldVersion3 scored = old;
        change(scored.score_sheet);
        CHECK_FALSE(bb::serial::from_blob<bb::model::Battlefield>(bb::serial::to_blob(scored), "the battlefield").ok());
    }
}

TEST_CASE("a setup file's score sheet of an older Battleboard is kept as it came until a plugin reads it") {
    const std::string sheet = R"({"battleplan":"border-war","players":[{"name":"Ann"}],"rounds":[]})";
    bb::model::Battlefield b;
    b.system_id = "aos4";
    auto json = nlohmann::json::parse(bb::setup::to_json(b));
    json["score_sheet"] = nlohmann::json::parse(sheet);
    auto opened = bb::setup::from_json(json.dump());
    REQUIRE(opened.ok());
    CHECK(opened->legacy_sheet == nlohmann::json::parse(sheet).dump());
    CHECK(nlohmann::json::parse(bb::setup::to_json(*opened))["score_sheet"] == json["score_sheet"]);
    auto blob = bb::serial::from_blob<bb::model::Battlefield>(bb::serial::to_blob(*opened), "the battlefield");
    REQUIRE(blob.ok());
    CHECK(blob->legacy_sheet == opened->legacy_sheet);
    CHECK(bb::link::encode(*opened).error().message.find("score sheet from an older Battleboard") != std::string::npos);
    json["score_sheet"] = "a sheet";
    CHECK(bb::setup::from_json(json.dump()).error().message.find("setup.score_sheet must be an object") !=
          std::string::npos);
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
