// The types the match operations send across the plugin boundary survive it whole.
#include "aos4/source/battlepack_operation.hpp"
#include "battleboard/plugin/match_operations.hpp"
#include "battleboard/serial/blob.hpp"

#include <doctest/doctest.h>

using namespace bb;

namespace {

template <class T>
T round_trip(const T& value) {
    auto loaded = serial::from_blob<T>(serial::to_blob(value), "the value");
    REQUIRE(loaded.ok());
    return *loaded;
}

}  // namespace

TEST_CASE("battleplan details with scoring lines and objective rounds round-trip") {
    sys::BattleplanDetails d;
    d.battleplan_id = "the-vice";
    d.scoring.lines = {{"last", "Last objective", 2, 1, 4, 5}};
    d.layout_shared_with = {"border-war"};
    d.objective_rounds = {{2, "New objectives", "", {{"Next", {20, 16}, sys::ObjectiveRole::MayBeRemoved, "north"}}}};
    const auto back = round_trip(plugin::BattleplanDetailsList{{d}});
    const auto* got = back.find("the-vice");
    REQUIRE((got != nullptr));
    CHECK(got->scoring.find_line("last")->first_round == 4);
    CHECK(got->scoring.find_line("last")->scores_in(5));
    CHECK_FALSE(got->scoring.find_line("last")->scores_in(3));
    CHECK(got->layout_shared_with == std::vector<std::string>{"border-war"});
    CHECK(got->objective_rounds[0].objectives[0].role == sys::ObjectiveRole::MayBeRemoved);
    CHECK(got->objective_rounds[0].objectives[0].position == geo::Vec2{20, 16});
    CHECK(back.find("starstrike") == nullptr);
}

TEST_CASE("the aos4 battlepack and a size class round-trip") {
    plugin::aos4::Battlepack pack;
    pack.battle_rounds = 5;
    pack.battle_tactics = {{"seize-the-centre", "Seize the Centre", "text", ""}, {"x", "X", "t", "ORDER"}};
    pack.honour_guard = {{"bodyguard", "Bodyguard", "text", {}}};
    const auto back = round_trip(pack);
    CHECK(back.battle_rounds == 5);
    CHECK(back.find_tactic("x")->keyword == "ORDER");
    CHECK(back.find_tactic("y") == nullptr);
    CHECK(back.honour_guard[0].name == "Bodyguard");
    CHECK(round_trip(plugin::SizeClass{2, "medium"}).name == "medium");
}
