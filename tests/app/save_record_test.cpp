#include "app/saves/save_record.hpp"
#include "battleboard/setup/setup_json.hpp"

#include <doctest/doctest.h>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

using namespace bb;

namespace {

model::Battlefield small_battlefield() {
    model::Battlefield b;
    b.system_id = "wfb8";
    b.rules_edition = "8th";
    b.width = 72;
    b.depth = 48;
    b.add_piece({0, "hill", "Hill", geo::rectangle(8, 6), {20.5, 12.125}, 45, 2, 1});
    return b;
}

}  // namespace

TEST_CASE("a save keeps its name, time and battlefield") {
    const app::SaveRecord record{"Round one", 1763784000123, small_battlefield()};
    auto loaded = app::decode_save(app::encode_save(record));
    REQUIRE(loaded.ok());
    CHECK(loaded->name == "Round one");
    CHECK(loaded->saved_at == 1763784000123);
    CHECK(loaded->battlefield.system_id == "wfb8");
    REQUIRE(loaded->battlefield.pieces.size() == 1);
    CHECK(loaded->battlefield.pieces[0].position == geo::Vec2{20.5, 12.125});
    CHECK(loaded->battlefield.pieces[0].rotation == 45);
}

TEST_CASE("a save that cannot be read says why") {
    CHECK(app::decode_save("{\"format\": \"battleboard-save\", \"na").error().message == "it is not valid JSON");
    CHECK(app::decode_save(R"({"format": "battleboard-setup", "version": 1})").error().message ==
          "it is not a Battleboard save");
    CHECK(app::decode_save(R"({"format": "battleboard-save", "version": 4, "name": "x"})").error().message ==
          "it was made by a newer Battleboard");
    CHECK(app::decode_save(R"({"format": "battleboard-save", "version": 1, "name": "x"})").error().message ==
          "it holds no battlefield");
    const auto broken_setup =
        app::decode_save(R"({"format": "battleboard-save", "version": 1, "name": "x", "setup": {"format": 3}})");
    REQUIRE_FALSE(broken_setup.ok());
    CHECK(broken_setup.error().message.find("not a Battleboard setup") != std::string::npos);
}

TEST_CASE("a save whose board is past Battleboard's limit is not opened; a small one is, for the check to name") {
    auto with_board = [](double width, double depth) {
        auto b = small_battlefield();
        b.width = width;
        b.depth = depth;
        return app::decode_save(app::encode_save({"Odd", 1763784000123, b, {}}));
    };
    for (auto [width, depth] : {std::pair{1e300, 44.0}, std::pair{60.0, 241.0}, std::pair{-5.0, 44.0}}) {
        CAPTURE(width);
        CAPTURE(depth);
        const auto refused = with_board(width, depth);
        REQUIRE_FALSE(refused.ok());
        CHECK(refused.error().message.find("Battleboard's limit of 240\"") != std::string::npos);
    }
    CHECK(with_board(240, 240).ok());
    const auto small = with_board(2, 2);
    REQUIRE(small.ok());
    CHECK(small->battlefield.width == 2);
}

TEST_CASE("a save carries the battle's roll log") {
    app::SaveRecord record{"Round two", 1763784000123, small_battlefield(), {}};
    record.rolls.add({0, "Roll-off", "Player 1 5, Player 2 2"});
    record.rolls.add({2, "12 D6, 3+, re-roll 1s", "8 successes (1 2 3 3 4 4 5 5 5 6 6 6)"});
    auto loaded = app::decode_save(app::encode_save(record));
    REQUIRE(loaded.ok());
    CHECK(loaded->rolls == record.rolls);
    REQUIRE(loaded->rolls.entries().size() == 2);
    CHECK(loaded->rolls.entries()[1].round == 2);
}

TEST_CASE("a version 1 save, made before the roll log, opens with an empty log") {
    // Written as version 1 wrote it: no "rolls".
    auto v1 = nlohmann::json::parse(app::encode_save({"Old", 1, small_battlefield(), {}}));
    v1.erase("rolls");
    v1["version"] = 1;
    auto loaded = app::decode_save(v1.dump());
    REQUIRE(loaded.ok());
    CHECK(loaded->name == "Old");
    CHECK(loaded->rolls.empty());
    REQUIRE(loaded->battlefield.pieces.size() == 1);
}

TEST_CASE("a save names the version of its game system's plugin") {
    const app::SaveRecord record{"Round three", 1, small_battlefield(), {}, "0.1.0"};
    const auto document = nlohmann::json::parse(app::encode_save(record));
    CHECK(document["version"] == 3);
    CHECK(document["system_version"] == "0.1.0");
    auto loaded = app::decode_save(document.dump());
    REQUIRE(loaded.ok());
    CHECK(loaded->system_version == "0.1.0");
    // Unknown (a battlefield whose plugin named none) stays unknown.
    CHECK(app::decode_save(app::encode_save({"x", 1, small_battlefield(), {}, ""}))->system_version.empty());
}

TEST_CASE("saves of versions 1 and 2, made before the plugin's version was kept, open with it empty") {
    for (int version : {1, 2}) {
        CAPTURE(version);
        auto old = nlohmann::json::parse(app::encode_save({"Old", 1, small_battlefield(), {}, "0.1.0"}));
        old.erase("system_version");
        old["version"] = version;
        auto loaded = app::decode_save(old.dump());
        REQUIRE(loaded.ok());
        CHECK(loaded->system_version.empty());
        REQUIRE(loaded->battlefield.pieces.size() == 1);
    }
}

TEST_CASE("a save whose plugin version is not a short line of text says so") {
    for (const nlohmann::json& version :
         {nlohmann::json(7), nlohmann::json(std::string(33, '1')), nlohmann::json("1.0\n"), nlohmann::json(nullptr)}) {
        CAPTURE(version.dump());
        auto broken = nlohmann::json::parse(app::encode_save({"x", 1, small_battlefield(), {}, "0.1.0"}));
        broken["system_version"] = version;
        CHECK(app::decode_save(broken.dump()).error().message == "its game system version is broken");
    }
    auto longest = nlohmann::json::parse(app::encode_save({"x", 1, small_battlefield(), {}, ""}));
    longest["system_version"] = std::string(32, '1');
    CHECK(app::decode_save(longest.dump())->system_version == std::string(32, '1'));
}

TEST_CASE("a save whose roll log is broken says so") {
    auto broken = nlohmann::json::parse(app::encode_save({"x", 1, small_battlefield(), {}}));
    broken["rolls"]["entries"] = nlohmann::json::array({1});
    CHECK(app::decode_save(broken.dump()).error().message == "an entry of its roll log is broken");
}

TEST_CASE("golden: a save a pre-release build made with its own score sheet is refused, naming the sheet") {
    for (const char* name : {"aos4-border-war-scored.save.json", "wh40k10-plain-vp.save.json"}) {
        CAPTURE(name);
        std::ifstream file(std::filesystem::path(BB_GOLDEN_DIR) / "saves" / name);
        const std::string text{std::istreambuf_iterator<char>(file), {}};
        REQUIRE(nlohmann::json::parse(text)["setup"].contains("score_sheet"));
        CHECK(app::decode_save(text).error().message ==
              "The setup file holds a score sheet made by a pre-release Battleboard (setup.score_sheet), which this "
              "version no longer reads; remove \"score_sheet\" from the file to open the rest of it.");
    }
}

TEST_CASE("golden: a save of today's format opens to the battlefield of its setup, with its roll log") {
    const auto read = [](const std::filesystem::path& path) {
        std::ifstream file(std::filesystem::path(BB_GOLDEN_DIR) / path);
        return std::string{std::istreambuf_iterator<char>(file), {}};
    };
    auto setup = bb::setup::from_json(read("links/aos4-2000-scored-v6.json"));
    REQUIRE(setup);
    // Version 2 names no plugin version; version 3 names the one it was saved with.
    for (const auto& [name, version] : {std::pair{"saves/aos4-2000-scored-v2.save.json", ""},
                                        std::pair{"saves/aos4-2000-scored-v3.save.json", "1.0.0"}}) {
        CAPTURE(name);
        auto save = app::decode_save(read(name));
        REQUIRE_MESSAGE(save, save.error().message);
        CHECK(save->name == "Border War, scored");
        CHECK(save->system_version == version);
        CHECK(bb::setup::to_json(save->battlefield) == bb::setup::to_json(*setup));
        CHECK_FALSE(save->battlefield.plugin_state.data.empty());
        REQUIRE(save->rolls.entries().size() == 2);
        CHECK(save->rolls.entries()[1].what == "Priority (D6)");
        CHECK(save->rolls.entries()[1].round == 2);
    }
}
