// Fortification upgrades through the real wh40k7 plugin: the points bill, the purchase limits and where obstacles
// and battlement upgrades may stand, measured at the exact 6" limits; shield generator barriers.
#include "support/real_plugin.hpp"
#include "wh40k7/source/fortification_ops.hpp"

#include <tuple>

using namespace bb;
using bb::testing::connect_plugin;
using bb::testing::place;
namespace ops = bb::plugin::wh40k7_ops;

namespace {

// A medium building with its edges at x 26 and 34, y 21 and 27. Its piece id is 1.
model::Battlefield with_building(const std::string& kind = "building-medium", const std::string& upgrades = "") {
    model::Battlefield b;
    b.system_id = "wh40k7";
    auto building = place(kind, geo::rectangle(8, 6), {30, 24}, "Bastion");
    if (!upgrades.empty()) building.attributes[ops::kUpgrades] = upgrades;
    b.add_piece(building);
    return b;
}

std::uint32_t buy(model::Battlefield& b, const std::string& kind, geo::Polygon footprint, geo::Vec2 at,
                  const std::string& label, const std::string& weapon = "") {
    auto piece = place(kind, std::move(footprint), at, label);
    piece.attributes[ops::kBoughtFor] = "1";
    if (!weapon.empty()) piece.attributes[ops::kWeapon] = weapon;
    return b.add_piece(piece).id;
}

ops::FortificationPoints bill(const model::Battlefield& b, std::uint32_t id = 1) {
    static auto client = connect_plugin("wh40k7");
    auto reply = client.request(ops::kFortificationPoints, ops::FortificationQuestion{b, id});
    REQUIRE(reply.ok());
    return *reply;
}

rules::Findings validate(const model::Battlefield& b) {
    static auto client = connect_plugin("wh40k7");
    auto findings = client.validate(b);
    REQUIRE(findings.ok());
    return *findings;
}

std::vector<const rules::Finding*> with_rule(const rules::Findings& findings, const std::string& rule) {
    std::vector<const rules::Finding*> out;
    for (const auto& f : findings.items)
        if (f.rule_id == rule) out.push_back(&f);
    return out;
}

std::vector<std::string> breaches(const rules::Findings& findings) {
    std::vector<std::string> rules;
    for (const auto& f : findings.items)
        if (f.severity == rules::Severity::Breach) rules.push_back(f.rule_id);
    return rules;
}

// Everything a medium building may have: two building upgrades, three obstacle sections and a quad-gun.
model::Battlefield fully_upgraded() {
    auto b = with_building("building-medium", "ammo-store, void-shield");
    buy(b, "tanglewire", geo::rectangle(6, 1), {37, 24}, "Wire east");  // x 34..40: reaches exactly 6"
    buy(b, "tanglewire", geo::rectangle(6, 1), {30, 19}, "Wire south");
    buy(b, "barricades-and-walls", geo::rectangle(6, 1), {30, 29}, "Barricade north");
    buy(b, "gun-emplacement", geo::rectangle(2, 2), {22, 24}, "Quad-gun", "quad-gun");
    return b;
}

}  // namespace

TEST_CASE("a fortification's bill adds up its upgrades, sections and battlement upgrade") {
    const auto points = bill(fully_upgraded());
    CHECK(points.fortification_id == 1);
    CHECK(points.upgrade_slots == 2);
    CHECK(points.upgrade_slots_used == 2);
    CHECK(points.findings.items.empty());
    REQUIRE(points.lines.size() == 5);
    CHECK(points.lines[0].item == "Ammo Store");
    CHECK(points.lines[0].points == 15);
    CHECK(points.lines[1].item == "Void Shield");
    CHECK(points.lines[1].points == 25);
    CHECK(points.lines[2].item == "Tanglewire");
    CHECK(points.lines[2].count == 2);
    CHECK(points.lines[2].points_each == 5);
    CHECK(points.lines[2].points == 10);
    CHECK(points.lines[2].piece_ids == std::vector<std::uint32_t>{2, 3});
    CHECK(points.lines[3].item == "Barricades");
    CHECK(points.lines[3].points == 10);
    CHECK(points.lines[4].item == "Gun Emplacement with Quad-gun");
    CHECK(points.lines[4].points == 50);
    CHECK(points.total == 15 + 25 + 2 * 5 + 10 + 50);
}

TEST_CASE("every price on the lists") {
    auto b = with_building("building-large", "magos-machine-spirit,searchlights,booby-traps");
    buy(b, "tank-traps", geo::rectangle(6, 2), {30, 19}, "Traps");
    buy(b, "gun-emplacement", geo::rectangle(2, 2), {22, 24}, "Icarus", "icarus-lascannon");
    CHECK(bill(b).total == 30 + 5 + 20 + 15 + 35);
    b = with_building("building-medium", "escape-hatch");
    buy(b, "ammunition-dump", geo::rectangle(3, 2), {22, 24}, "Dump");
    CHECK(bill(b).total == 25 + 20);
    b = with_building("building-small");
    buy(b, "comms-relay", geo::rectangle(2, 2), {22, 24}, "Relay");
    CHECK(bill(b).total == 20);
}

TEST_CASE("the legal fully upgraded fortification validates with its points as advice") {
    const auto findings = validate(fully_upgraded());
    CHECK_FALSE(findings.has_breach());
    const auto points = with_rule(findings, "wh40k7/fortification-points");
    REQUIRE(points.size() == 1);
    CHECK(points[0]->severity == rules::Severity::Advice);
    CHECK(points[0]->message.find("110 pts") != std::string::npos);
    CHECK(points[0]->message.find("Tanglewire x2 10") != std::string::npos);
}

TEST_CASE("building upgrade slots by size: small 1, medium 2, large 3") {
    CHECK(bill(with_building("building-small", "ammo-store")).findings.items.empty());
    CHECK(bill(with_building("building-medium", "ammo-store,searchlights")).findings.items.empty());
    CHECK(bill(with_building("building-large", "ammo-store,searchlights,void-shield")).findings.items.empty());
    for (const auto& [kind, upgrades, slots] : std::vector<std::tuple<std::string, std::string, int>>{
             {"building-small", "ammo-store,searchlights", 1},
             {"building-medium", "ammo-store,searchlights,void-shield", 2},
             {"building-large", "ammo-store,searchlights,void-shield,booby-traps", 3}}) {
        CAPTURE(kind);
        const auto points = bill(with_building(kind, upgrades));
        REQUIRE(points.findings.items.size() == 1);
        const auto& f = points.findings.items[0];
        CHECK(f.rule_id == "wh40k7/upgrade-slots");
        CHECK(f.measured == slots + 1);
        CHECK(f.limit == slots);
        CHECK(f.piece_ids == std::vector<std::uint32_t>{1});
    }
}

TEST_CASE("only buildings buy building upgrades, each once, from the list") {
    const auto other = bill(with_building("fortification", "void-shield"));
    REQUIRE(other.findings.items.size() == 1);
    CHECK(other.findings.items[0].rule_id == "wh40k7/upgrade-slots");
    CHECK(other.findings.items[0].message.find("not a building") != std::string::npos);

    const auto twice = bill(with_building("building-large", "void-shield,void-shield"));
    REQUIRE(twice.findings.items.size() == 1);
    CHECK(twice.findings.items[0].rule_id == "wh40k7/duplicate-upgrade");
    CHECK(twice.findings.items[0].measured == 2);
    CHECK(twice.total == 50);  // both are on the bill the player wrote

    const auto unknown = bill(with_building("building-large", "moat"));
    REQUIRE(unknown.findings.items.size() == 1);
    CHECK(unknown.findings.items[0].rule_id == "wh40k7/unknown-upgrade");
    CHECK(unknown.findings.items[0].message.find("void-shield") != std::string::npos);
    CHECK(unknown.total == 0);
}

TEST_CASE("six obstacle sections at most") {
    auto b = with_building();
    for (int i = 0; i < 6; ++i)
        buy(b, "tanglewire", geo::rectangle(6, 1), {30, 20.4 - i * 0.9}, "Wire " + std::to_string(i + 1));
    CHECK(bill(b).findings.items.empty());
    CHECK(bill(b).total == 30);
    buy(b, "tank-traps", geo::rectangle(6, 1), {30, 28}, "Traps");
    const auto points = bill(b);
    REQUIRE(points.findings.items.size() == 1);
    const auto& f = points.findings.items[0];
    CHECK(f.rule_id == "wh40k7/obstacle-sections");
    CHECK(f.measured == 7);
    CHECK(f.limit == 6);
    CHECK(f.piece_ids.size() == 8);  // the seven sections and the fortification
    CHECK(breaches(validate(b)) == std::vector<std::string>{"wh40k7/obstacle-sections"});
}

TEST_CASE("one Battlement & Battlefield upgrade, and a gun emplacement names its gun") {
    auto b = with_building();
    buy(b, "comms-relay", geo::rectangle(2, 2), {22, 24}, "Relay");
    buy(b, "ammunition-dump", geo::rectangle(3, 2), {38, 24}, "Dump");
    auto points = bill(b);
    REQUIRE(points.findings.items.size() == 1);
    CHECK(points.findings.items[0].rule_id == "wh40k7/battlement-upgrades");
    CHECK(points.findings.items[0].measured == 2);
    CHECK(points.findings.items[0].limit == 1);

    b = with_building();
    buy(b, "gun-emplacement", geo::rectangle(2, 2), {22, 24}, "Gun");
    points = bill(b);
    REQUIRE(points.findings.items.size() == 1);
    CHECK(points.findings.items[0].rule_id == "wh40k7/gun-emplacement-weapon");
    CHECK(points.total == 0);
}

TEST_CASE("only obstacles and battlement upgrades can be bought for a fortification") {
    auto b = with_building();
    buy(b, "forest", geo::rectangle(4, 4), {22, 24}, "Copse");
    const auto points = bill(b);
    REQUIRE(points.findings.items.size() == 1);
    CHECK(points.findings.items[0].rule_id == "wh40k7/not-an-upgrade");
    CHECK(points.findings.items[0].piece_ids == std::vector<std::uint32_t>{2, 1});
}

TEST_CASE("the points operation answers for fortifications only") {
    auto client = connect_plugin("wh40k7");
    auto b = with_building();
    b.add_piece(place("forest", geo::rectangle(4, 4), {10, 10}, "Copse"));
    auto missing = client.request(ops::kFortificationPoints, ops::FortificationQuestion{b, 9});
    REQUIRE_FALSE(missing.ok());
    CHECK(missing.error().message.find("no piece 9") != std::string::npos);
    auto forest = client.request(ops::kFortificationPoints, ops::FortificationQuestion{b, 2});
    REQUIRE_FALSE(forest.ok());
    CHECK(forest.error().message.find("not a fortification") != std::string::npos);
}

TEST_CASE("obstacle sections: wholly within 6 inches of their fortification, 6.0 legal and 6.01 not") {
    auto b = with_building();
    const auto wire = buy(b, "tanglewire", geo::rectangle(6, 1), {37, 24}, "Wire");  // reaches x 40: 6.0"
    CHECK(breaches(validate(b)).empty());
    b.find_piece(wire)->position = {37.01, 24};
    const auto findings = validate(b);
    CHECK(breaches(findings) == std::vector<std::string>{"wh40k7/obstacle-distance"});
    const auto& f = *with_rule(findings, "wh40k7/obstacle-distance").at(0);
    CHECK(f.rule_id == "wh40k7/obstacle-distance");
    CHECK(f.measured == doctest::Approx(6.01));
    CHECK(f.limit == 6);
    CHECK(f.piece_ids == std::vector<std::uint32_t>{wire, 1});
    CHECK(f.message.find("6.01\"") != std::string::npos);
}

TEST_CASE("an obstacle section is at most 6 inches long, however it is turned") {
    auto b = with_building();
    const auto wire = buy(b, "tanglewire", geo::rectangle(6, 1), {30, 19}, "Wire");
    b.find_piece(wire)->rotation = 30;
    CHECK(breaches(validate(b)).empty());
    b.find_piece(wire)->footprint = geo::rectangle(6.01, 1);
    const auto findings = validate(b);
    CHECK(breaches(findings) == std::vector<std::string>{"wh40k7/obstacle-length"});
    const auto& f = *with_rule(findings, "wh40k7/obstacle-length").at(0);
    CHECK(f.measured == doctest::Approx(6.01));
    CHECK(f.limit == 6);
}

TEST_CASE("battlement upgrades: on the battlements or wholly within 6 inches") {
    auto b = with_building();
    const auto relay = buy(b, "comms-relay", geo::rectangle(2, 2), {39, 24}, "Relay");  // reaches x 40: 6.0"
    CHECK(validate(b).items.size() == 1);                                               // only the points advice
    CHECK_FALSE(validate(b).has_breach());
    b.find_piece(relay)->position = {39.01, 24};
    const auto far_findings = validate(b);  // with_rule points into it
    auto far = with_rule(far_findings, "wh40k7/battlement-upgrade-distance");
    REQUIRE(far.size() == 1);
    CHECK(far[0]->measured == doctest::Approx(6.01));
    CHECK(far[0]->piece_ids == std::vector<std::uint32_t>{relay, 1});

    b.find_piece(relay)->position = {30, 24};  // on the roof
    CHECK_FALSE(validate(b).has_breach());
    b.find_piece(1)->attributes[ops::kBattlements] = "no";
    CHECK(breaches(validate(b)) == std::vector<std::string>{"wh40k7/no-battlements"});
}

TEST_CASE("bought-for must name a fortification on the table") {
    auto b = with_building();
    auto wire = place("tanglewire", geo::rectangle(6, 1), {30, 19}, "Wire");
    wire.attributes[ops::kBoughtFor] = "42";
    b.add_piece(wire);
    const auto findings = validate(b);
    REQUIRE(findings.items.size() == 1);
    CHECK(findings.items[0].rule_id == "wh40k7/bought-for");
    CHECK(findings.items[0].message.find("piece 42") != std::string::npos);
}

TEST_CASE("shield generators within 6 inches raise a barrier and 6.01 apart stand alone") {
    model::Battlefield b;
    b.system_id = "wh40k7";
    b.add_piece(place("shield-generators", geo::rectangle(2, 2), {10, 10}, "Pylon A"));  // x 9..11
    b.add_piece(place("shield-generators", geo::rectangle(2, 2), {18, 10}, "Pylon B"));  // x 17..19: 6.0" gap
    auto findings = validate(b);
    CHECK_FALSE(findings.has_breach());
    REQUIRE(findings.items.size() == 1);
    CHECK(findings.items[0].rule_id == "wh40k7/shield-barrier");
    CHECK(findings.items[0].severity == rules::Severity::Advice);
    CHECK(findings.items[0].measured == doctest::Approx(6.0));
    CHECK(findings.items[0].piece_ids == std::vector<std::uint32_t>{1, 2});

    b.find_piece(2)->position = {18.01, 10};
    findings = validate(b);
    CHECK(with_rule(findings, "wh40k7/shield-barrier").empty());
    CHECK(with_rule(findings, "wh40k7/lone-shield-generator").size() == 2);

    b.add_piece(place("shield-generators", geo::rectangle(2, 2), {14, 16}, "Pylon C"));  // near both
    findings = validate(b);
    CHECK(with_rule(findings, "wh40k7/shield-barrier").size() == 2);
    CHECK(with_rule(findings, "wh40k7/lone-shield-generator").empty());
}

TEST_CASE("wh40k7 pieces must stand on the board") {
    auto b = with_building();
    b.add_piece(place("forest", geo::rectangle(6, 6), {58, 10}, "Forest"));
    CHECK(breaches(validate(b)) == std::vector<std::string>{"board/on-board"});
}
