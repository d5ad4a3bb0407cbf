// The real built tow plugin: its building data pinned to The Old World's Buildings rules, and its
// "building" and "validate" operations at the 4" and Unit Strength 20 boundaries.
#include "support/building_helpers.hpp"

#include <tuple>

using namespace bb;
using bb::testing::connect_plugin;
using bb::testing::describe_plugin;
using plugin::BuildingReport;
namespace attr = plugin::building_attribute;

namespace {

const std::string kEdition = "tow-2024";

model::TerrainPiece building(double width, double depth, bool agreed) {
    model::TerrainPiece p;
    p.catalogue_id = "building";
    p.label = "Farmhouse";
    p.footprint = geo::rectangle(width, depth);
    p.position = {30, 20};
    if (agreed) p.attributes[attr::kOccupiable] = "yes";
    return p;
}

BuildingReport ask(const model::TerrainPiece& p, plugin::UnitProfile assailant = {}) {
    return ask_building("tow", p, assailant);
}

rules::Findings validate(const model::TerrainPiece& p) { return validate_pieces("tow", {p}); }

const rules::Finding& only(const rules::Findings& findings, const std::string& rule_id) {
    const rules::Finding* found = nullptr;
    for (const auto& f : findings.items)
        if (f.rule_id == rule_id) {
            CHECK_MESSAGE(found == nullptr, ("two findings for " + rule_id));
            found = &f;
        }
    REQUIRE_MESSAGE((found != nullptr), rule_id);
    return *found;
}

}  // namespace

TEST_CASE("tow names itself and its buildings") {
    const auto d = describe_plugin("tow");
    CHECK(d.id == "tow");
    CHECK(d.name == "Warhammer: The Old World");
    REQUIRE(d.editions.size() == 1);
    CHECK(d.editions[0].id == kEdition);
    REQUIRE(d.catalogue.size() == 2);
    for (const auto& e : d.catalogue) {
        CHECK(e.category == "Building");
        model::TerrainPiece placed;
        placed.footprint = e.footprint;
        CHECK(plugin::widest_dimension(placed) >= 4);
        for (const auto& a : e.abilities) CHECK_MESSAGE((d.find_ability(a, kEdition) != nullptr), a);
        for (const auto& t : e.tables) CHECK_MESSAGE((d.find_table(t) != nullptr), t);
    }
}

TEST_CASE("tow building numbers match the rules") {
    const auto d = describe_plugin("tow");
    const auto* e = d.find_entry("building", kEdition);
    REQUIRE((e != nullptr));
    auto value = [&](const std::string& key) {
        const auto* p = e->find_property(key);
        REQUIRE_MESSAGE((p != nullptr), key);
        return p->value;
    };
    CHECK(value("occupiable-at-least") == 4);
    CHECK(value("max-unit-strength") == 20);
    CHECK(value("vision-arc") == 360);
    CHECK(value("shooters-share") == 50);
    CHECK(value("template-hits-on") == 5);
    CHECK(value("cannon-hit-strength") == 4);
    CHECK(value("cannon-hit-ap") == -1);
    CHECK(value("assault-models-per-side") == 5);
}

TEST_CASE("tow tables: templates hit on 5+, cannons cause D3 hits") {
    const auto d = describe_plugin("tow");
    using Row = std::tuple<int, int, std::string>;
    auto rows = [](const sys::DiceTable& t) {
        std::vector<Row> out;
        for (const auto& r : t.rows) out.emplace_back(r.from, r.to, r.result);
        return out;
    };
    const auto* templ = d.find_table("building-template-hit");
    REQUIRE((templ != nullptr));
    CHECK(templ->dice.text() == "D6");
    CHECK(rows(*templ) == std::vector<Row>{{1, 4, "Sheltered"}, {5, 6, "Hit"}});
    const auto* cannon = d.find_table("incoming-hits");
    REQUIRE((cannon != nullptr));
    CHECK(cannon->dice.text() == "D3");
    CHECK(rows(*cannon) ==
          std::vector<Row>{{1, 1, "1 Strength 4 hit"}, {2, 2, "2 Strength 4 hits"}, {3, 3, "3 Strength 4 hits"}});
    for (const auto& t : d.tables) CHECK_MESSAGE(t.covers_every_roll_once(), t.id);
}

TEST_CASE("tow rules sections hold every rule") {
    const auto d = describe_plugin("tow");
    for (const std::string id : {"buildings", "occupiable-buildings", "buildings-and-shooting", "buildings-and-combat"})
        CHECK_MESSAGE((d.find_rules(id, kEdition) != nullptr), id);
    CHECK(d.find_rules("buildings", kEdition)->text.find("4\"") != std::string::npos);
    CHECK(d.find_rules("buildings-and-combat", kEdition)->text.find("Nowhere to Run: ") != std::string::npos);
    CHECK(d.find_ability("occupying-a-building", kEdition)->text.find("Unit Strength of 20 or less") !=
          std::string::npos);
    CHECK(d.find_ability("building-templates", kEdition)->text.find("5+") != std::string::npos);
    CHECK(d.find_ability("incoming", kEdition)->text.find("D3 Strength 4 hits, each with AP -1") != std::string::npos);
    CHECK(d.find_ability("inside-a-building", kEdition)->text.find("360") != std::string::npos);
    CHECK(d.find_ability("assaulting-a-building", kEdition)->text.find("five models") != std::string::npos);
}

TEST_CASE("tow validate: 4.0\" at the widest point may be occupied, 3.99\" may not") {
    const auto wide = only(validate(building(4.0, 3, false)), "tow/occupiable-size");
    CHECK(wide.severity == rules::Severity::Advice);
    CHECK(wide.measured == doctest::Approx(4.0));
    CHECK(wide.limit == 4);
    CHECK(wide.has_measure);
    CHECK(wide.message.find("unless the players agree") != std::string::npos);

    const auto narrow = only(validate(building(3.99, 3.5, false)), "tow/occupiable-size");
    CHECK(narrow.severity == rules::Severity::Advice);
    CHECK(narrow.measured == doctest::Approx(3.99));
    CHECK(narrow.message.find("impassable") != std::string::npos);

    const auto agreed = validate(building(4.0, 3, true));
    CHECK_FALSE(agreed.has_breach());
    CHECK(only(agreed, "tow/occupiable-size").message.find("occupiable") != std::string::npos);

    const auto too_small = validate(building(3.99, 3.99, true));
    CHECK(too_small.has_breach());
    CHECK(only(too_small, "tow/occupiable-size").severity == rules::Severity::Breach);
}

TEST_CASE("tow measures the widest point in the building's own frame, however it is turned") {
    auto p = building(4.0, 2, true);
    p.rotation = 45;
    CHECK(ask(p).widest == doctest::Approx(4.0));
    CHECK(ask(p).occupiable);
    auto deep = building(2, 4.5, true);
    CHECK(ask(deep).widest == doctest::Approx(4.5));
}

TEST_CASE("tow occupants: infantry of Unit Strength 20 or less, in an occupiable building") {
    auto p = building(6, 5, true);
    occupy(p, "infantry", 20, 20);
    auto r = ask(p);
    CHECK(r.occupant_allowed);
    CHECK(r.shooters == 10);
    CHECK(r.line_of_sight < 0);
    occupy(p, "infantry", 5, 5);
    CHECK(ask(p).shooters == 2);  // up to half: rounds down
    occupy(p, "infantry", 21, 21);
    CHECK_FALSE(ask(p).occupant_allowed);
    CHECK(ask(p).shooters == 0);
    occupy(p, "cavalry", 5, 10);
    CHECK_FALSE(ask(p).occupant_allowed);
    auto unagreed = building(6, 5, false);
    occupy(unagreed, "infantry", 10, 10);
    CHECK_FALSE(ask(unagreed).occupant_allowed);
    CHECK(only(validate(unagreed), "tow/occupant").severity == rules::Severity::Breach);
    auto fine = building(6, 5, true);
    occupy(fine, "infantry", 10, 10);
    CHECK_FALSE(validate(fine).has_breach());
}

TEST_CASE("tow assaults: five models a side in Skirmish formation, nowhere to run") {
    auto p = building(6, 5, true);
    occupy(p, "infantry", 20, 20);
    const auto r = ask(p, {"Chaos Warriors", "infantry", 12, 12});
    REQUIRE(r.assault);
    CHECK(r.occupant_side.fighting == 5);
    CHECK(r.assailant_side.fighting == 5);
    CHECK(r.occupant_side.note.find("Skirmish") != std::string::npos);
    CHECK(r.lost[0].find("Give") != std::string::npos);
    CHECK(r.outcomes[0].find("destroyed") != std::string::npos);
    CHECK(ask(p, {"Scouts", "infantry", 3, 3}).assailant_side.fighting == 3);
    occupy(p, "infantry", 4, 4);
    CHECK(ask(p, {"Chaos Warriors", "infantry", 12, 12}).occupant_side.fighting == 4);
    CHECK_FALSE(ask(building(6, 5, true), {"Chaos Warriors", "infantry", 12, 12}).assault);
}
