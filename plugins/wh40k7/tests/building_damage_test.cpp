// Rolling on the Building Damage Table and keeping the result on the building, through the real wh40k7 plugin.
#include "battleboard/rules/roll.hpp"
#include "support/real_plugin.hpp"
#include "wh40k7/source/fortification_ops.hpp"

using namespace bb;
using bb::testing::connect_plugin;
using bb::testing::describe_plugin;
using bb::testing::place;
namespace ops = bb::plugin::wh40k7_ops;

namespace {

model::TerrainPiece bastion() {
    auto piece = place("building-large", geo::rectangle(10, 10), {30, 24}, "Bastion");
    piece.id = 1;
    return piece;
}

Result<ops::DamageOutcome> damage(const model::TerrainPiece& building, std::vector<model::RollRecord> rolls) {
    static auto client = connect_plugin("wh40k7");
    return client.request(ops::kDamageBuilding, ops::BuildingDamage{building, std::move(rolls)});
}

ops::DamageOutcome applied(const model::TerrainPiece& building, std::vector<model::RollRecord> rolls) {
    auto outcome = damage(building, std::move(rolls));
    REQUIRE(outcome.ok());
    return *outcome;
}

std::string attribute(const model::TerrainPiece& piece, const char* key) {
    const auto it = piece.attributes.find(key);
    return it == piece.attributes.end() ? "" : it->second;
}

}  // namespace

TEST_CASE("Breach! takes 1 from the Armour Value, and the losses add up") {
    const auto first = applied(bastion(), {{"building-damage", {1}, 1}});
    CHECK(first.result == "Breach!");
    CHECK(first.armour_lost == 1);
    CHECK(attribute(first.building, ops::kArmourLost) == "1");
    CHECK(attribute(first.building, ops::kState) == "");
    REQUIRE(first.building.rolls.size() == 1);
    CHECK(first.building.rolls[0].table_id == "building-damage");

    const auto second = applied(first.building, {{"building-damage-minus-1", {1}, 0}});
    CHECK(second.result == "Breach!");
    CHECK(attribute(second.building, ops::kArmourLost) == "2");
    CHECK(second.building.rolls.size() == 2);
}

TEST_CASE("a Catastrophic Breach takes the D3 rolled after it") {
    const auto outcome = applied(bastion(), {{"building-damage", {5}, 5}, {"building-armour-loss", {3}, 3}});
    CHECK(outcome.result == "Catastrophic Breach");
    CHECK(outcome.armour_lost == 3);
    CHECK(attribute(outcome.building, ops::kArmourLost) == "3");
    CHECK(outcome.building.rolls.size() == 2);

    auto without_d3 = damage(bastion(), {{"building-damage", {5}, 5}});
    REQUIRE_FALSE(without_d3.ok());
    CHECK(without_d3.error().message.find("D3") != std::string::npos);
    CHECK_FALSE(damage(bastion(), {{"building-damage", {5}, 5}, {"building-armour-loss", {4}, 4}}).ok());
}

TEST_CASE("results that change nothing lasting leave the building as it was, with the roll kept") {
    for (int total : {2, 3, 4}) {
        const auto outcome = applied(bastion(), {{"building-damage", {total}, total}});
        CHECK(outcome.armour_lost == 0);
        CHECK(outcome.building.attributes.empty());
        CHECK(outcome.building.rolls.size() == 1);
        CHECK_FALSE(outcome.effect.empty());
    }
}

TEST_CASE("Total Collapse leaves ruins, which take no further damage") {
    const auto outcome = applied(bastion(), {{"building-damage", {6}, 6}});
    CHECK(outcome.result == "Total Collapse");
    CHECK(attribute(outcome.building, ops::kState) == "ruins");
    CHECK(outcome.replace_with.empty());
    auto again = damage(outcome.building, {{"building-damage", {1}, 1}});
    REQUIRE_FALSE(again.ok());
    CHECK(again.error().message.find("already destroyed") != std::string::npos);
}

TEST_CASE("Detonation! on 7 or more replaces the building with wreckage or a crater") {
    for (const auto& roll :
         std::vector<model::RollRecord>{{"building-damage-plus-1", {6}, 7}, {"building-damage-plus-2", {6}, 8}}) {
        const auto outcome = applied(bastion(), {roll});
        CHECK(outcome.result == "Detonation!");
        CHECK(attribute(outcome.building, ops::kState) == "wreckage");
        CHECK(outcome.replace_with == std::vector<std::string>{"wreckage-and-rubble", "impact-crater"});
    }
}

TEST_CASE("damage needs a building and a possible roll") {
    auto wall = place("fortification", geo::rectangle(8, 2), {30, 24}, "Aegis line");
    auto not_building = damage(wall, {{"building-damage", {3}, 3}});
    REQUIRE_FALSE(not_building.ok());
    CHECK(not_building.error().message.find("not a building") != std::string::npos);
    CHECK_FALSE(damage(bastion(), {{"building-damage", {6}, 7}}).ok());         // D6 never makes 7
    CHECK_FALSE(damage(bastion(), {{"building-damage-plus-2", {1}, 2}}).ok());  // D6+2 never makes 2
    CHECK_FALSE(damage(bastion(), {{"void-shield-restore", {5}, 5}}).ok());
    CHECK_FALSE(damage(bastion(), {{"building-armour-loss", {2}, 2}}).ok());
    CHECK_FALSE(damage(bastion(), {}).ok());
    CHECK_FALSE(damage(bastion(), {{"building-damage", {2}, 2}, {"building-armour-loss", {2}, 2}}).ok());
}

TEST_CASE("rolls made with the shared dice roller apply as rolled") {
    const auto d = describe_plugin("wh40k7");
    bool saw_breach_d3 = false;
    for (std::uint32_t seed = 1; seed <= 40; ++seed) {
        rules::DiceEngine engine(seed);
        auto steps = rules::roll_table(d, "building-damage", engine);
        REQUIRE(steps.ok());
        std::vector<model::RollRecord> rolls;
        for (const auto& s : *steps) rolls.push_back({s.table_id, s.faces, s.total});
        const auto outcome = applied(bastion(), rolls);
        CHECK(outcome.result == steps->front().row->result);
        if (steps->size() == 2) {
            saw_breach_d3 = true;
            CHECK(outcome.armour_lost == steps->back().total);
        }
    }
    CHECK(saw_breach_d3);
}
