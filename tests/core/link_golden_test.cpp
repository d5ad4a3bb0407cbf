// Every link a release ever wrote must keep opening to the same setup (tests/golden/links/README.md).
#include "battleboard/link/link.hpp"
#include "battleboard/setup/setup_json.hpp"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace bb;

namespace {

std::string read_file(const std::filesystem::path& path) {
    std::ifstream file(path, std::ios::binary);
    std::stringstream text;
    text << file.rdbuf();
    return text.str();
}

}  // namespace

TEST_CASE("golden links decode to exactly their setups") {
    const std::filesystem::path folder = std::filesystem::path(BB_GOLDEN_DIR) / "links";
    int checked = 0;
    for (const auto& entry : std::filesystem::directory_iterator(folder)) {
        if (entry.path().extension() != ".txt") continue;
        CAPTURE(entry.path().filename().string());
        const auto battlefield = link::decode(read_file(entry.path()));
        REQUIRE_MESSAGE(battlefield.ok(), battlefield.error().message);
        auto expected = entry.path();
        expected.replace_extension(".json");
        CHECK(setup::to_json(*battlefield) + "\n" == read_file(expected));
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

TEST_CASE("format 1 links open with an empty score sheet and re-encode as format 3, two bits longer") {
    const std::filesystem::path folder = std::filesystem::path(BB_GOLDEN_DIR) / "links";
    for (const char* name : {"aos4-2000", "wfb8-40", "rolls-attributes", "custom-footprints", "empty"}) {
        CAPTURE(name);
        std::string one = read_file(folder / (std::string(name) + ".txt"));
        one.erase(one.find_last_not_of("\n") + 1);
        REQUIRE(one.rfind("bb1.", 0) == 0);
        const auto battlefield = link::decode(one).value();
        CHECK(battlefield.score_sheet.rounds.empty());
        CHECK(battlefield.score_sheet.players.empty());
        const std::string three = link::encode(battlefield).value();
        CHECK(three.rfind("bb3.", 0) == 0);
        CHECK(three.size() - one.size() <= 1);  // the "has a sheet" and "has a state" bits take one character at most
        CHECK(setup::to_json(link::decode(three).value()) == setup::to_json(battlefield));
    }
}

TEST_CASE("format 2 golden links carry their score sheets") {
    const std::filesystem::path folder = std::filesystem::path(BB_GOLDEN_DIR) / "links";
    const auto scored = link::decode(read_file(folder / "aos4-2000-scored.txt")).value();
    CHECK(scored.score_sheet.points_limit == 2000);
    REQUIRE(scored.score_sheet.rounds.size() == 3);
    CHECK(scored.score_sheet.rounds[1].turns[1].battle_tactic == "attack-on-two-fronts");
    const auto edges = link::decode(read_file(folder / "sheet-edge-cases.txt")).value();
    CHECK(edges.score_sheet.players[1].name == "Владимир");
    CHECK(edges.score_sheet.rounds[0].priority == 2);
    CHECK(edges.score_sheet.rounds[0].turns[0].battle_tactic_completed);
    CHECK(edges.score_sheet.rounds[1].turns.empty());
}
