// The real built wh40k10 plugin, pinned to the Core Rules' terrain features (seed 001) and the deployment map
// reference.
#include "battleboard/geometry/queries.hpp"
#include "support/panel_driver.hpp"
#include "support/real_plugin.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

using namespace bb;
using bb::testing::connect_plugin;
using bb::testing::describe_plugin;
using bb::testing::place;

namespace {

constexpr const char* kEdition = "10th";

const sys::CatalogueEntry& entry(const sys::SystemDescription& d, const std::string& id) {
    const auto* e = d.find_entry(id, kEdition);
    REQUIRE((e != nullptr));
    return *e;
}

// Ability ids of a feature by the aspect they govern ("Movement", "Visibility", ...).
std::map<std::string, std::string> rules_by_aspect(const sys::SystemDescription& d, const std::string& id) {
    std::map<std::string, std::string> rules;
    for (const auto& ability_id : entry(d, id).abilities) {
        const auto* a = d.find_ability(ability_id, kEdition);
        REQUIRE((a != nullptr));
        CHECK(rules.count(a->name) == 0);
        rules[a->name] = ability_id;
    }
    return rules;
}

const std::string& ability_text(const sys::SystemDescription& d, const std::string& id) {
    const auto* a = d.find_ability(id, kEdition);
    REQUIRE((a != nullptr));
    return a->text;
}

bool mentions(const std::string& text, const std::string& words) { return text.find(words) != std::string::npos; }

double property(const sys::CatalogueEntry& e, const std::string& key) {
    const auto* p = e.find_property(key);
    REQUIRE((p != nullptr));
    return p->value;
}

// The cover calculator's verdict, read off its panel.
struct SaveVerdict {
    int needed = 7;  // the lowest D6 that saves; 7 for "No save possible"
    std::string why;
    bool cover_applied() const { return mentions(why, "Benefit of Cover: +1"); }
    bool invulnerable_used() const { return mentions(why, "invulnerable save is better"); }
};

SaveVerdict verdict(bb::testing::PanelDriver& calculator) {
    SaveVerdict v;
    const auto needed = calculator.control("cover-save", "needed").text;
    if (needed != "No save possible") {
        REQUIRE(needed.rfind("Saves on a ", 0) == 0);
        v.needed = std::stoi(needed.substr(11));
    }
    v.why = calculator.control("cover-save", "why").text;
    return v;
}

// The calculator set through its controls, as a player taps them.
SaveVerdict save(int save, int ap, int invulnerable, bool cover) {
    bb::testing::PanelDriver calculator("wh40k10", kEdition);
    calculator.set("cover-save", "save", save);
    calculator.set("cover-save", "ap", ap);
    calculator.set("cover-save", "has-invulnerable", invulnerable != 0);
    if (invulnerable) calculator.set("cover-save", "invulnerable", invulnerable);
    calculator.set("cover-save", "cover", cover);
    return verdict(calculator);
}

geo::Vec2 half_turn(geo::Vec2 p) { return {60 - p.x, 44 - p.y}; }

// Same points in any order and from any starting vertex.
bool same_outline(const geo::Polygon& a, const geo::Polygon& b) {
    if (a.points.size() != b.points.size()) return false;
    for (auto p : a.points)
        if (std::none_of(b.points.begin(), b.points.end(), [&](geo::Vec2 q) { return geo::distance(p, q) < 1e-9; }))
            return false;
    return std::abs(std::abs(geo::signed_area(a)) - std::abs(geo::signed_area(b))) < 1e-9;
}

}  // namespace

TEST_CASE("wh40k10 describes itself with one edition and the 44 by 60 inch battlefield") {
    const auto d = describe_plugin("wh40k10");
    CHECK(d.id == "wh40k10");
    CHECK(d.name == "Warhammer 40,000 10th edition");
    REQUIRE(d.editions.size() == 1);
    CHECK(d.editions[0].id == kEdition);
    REQUIRE(d.board_sizes.size() == 1);
    CHECK(d.board_sizes[0].width == 60);
    CHECK(d.board_sizes[0].depth == 44);
}

TEST_CASE("wh40k10 has the six terrain features with the seed's keywords") {
    const auto d = describe_plugin("wh40k10");
    const std::map<std::string, std::vector<std::string>> keywords = {
        {"crater", {"AREA TERRAIN", "CRATER"}},
        {"barricade", {"OBSTACLE", "BARRICADE"}},
        {"battlefield-debris", {"OBSTACLE", "BATTLEFIELD DEBRIS"}},
        {"hill", {"HILL"}},
        {"woods", {"AREA TERRAIN", "WOODS"}},
        {"ruins", {"AREA TERRAIN", "RUINS"}},
    };
    REQUIRE(d.catalogue.size() == keywords.size());
    for (const auto& [id, words] : keywords) {
        CAPTURE(id);
        const auto& e = entry(d, id);
        CHECK(e.keywords == words);
        CHECK(e.footprint.points.size() >= 3);
        CHECK(e.height > 0);
    }
    CHECK(entry(d, "ruins").levels > 1);
}

TEST_CASE("every wh40k10 feature has movement, visibility and cover rules") {
    const auto d = describe_plugin("wh40k10");
    for (const auto& e : d.catalogue) {
        CAPTURE(e.id);
        const auto rules = rules_by_aspect(d, e.id);
        CHECK(rules.count("Movement") == 1);
        CHECK(rules.count("Visibility") == 1);
        CHECK(rules.count("Benefit of Cover") == 1);
    }
}

TEST_CASE("wh40k10 craters give cover only to INFANTRY wholly on top") {
    const auto d = describe_plugin("wh40k10");
    const auto rules = rules_by_aspect(d, "crater");
    CHECK(rules.at("Movement") == "move-over");
    CHECK(rules.at("Visibility") == "normal-visibility");
    const auto& cover = ability_text(d, rules.at("Benefit of Cover"));
    CHECK(mentions(cover, "INFANTRY"));
    CHECK(mentions(cover, "wholly on top"));
}

TEST_CASE("wh40k10 barricades: cover within 3 inches, charge and fight across within 2") {
    const auto d = describe_plugin("wh40k10");
    const auto& barricade = entry(d, "barricade");
    CHECK(property(barricade, "cover-range") == 3);
    CHECK(property(barricade, "enemy-range") == 1);
    CHECK(property(barricade, "charge-range") == 2);
    CHECK(property(barricade, "fight-range") == 2);
    const auto rules = rules_by_aspect(d, "barricade");
    CHECK(rules.at("Movement") == "no-ending-on-top");
    const auto& cover = ability_text(d, rules.at("Benefit of Cover"));
    CHECK(mentions(cover, "INFANTRY model wholly within 3\""));
    CHECK(mentions(cover, "hides part of it"));
    const auto& engagement = ability_text(d, rules.at("Engagement Range"));
    CHECK(mentions(engagement, "within 1\" of this terrain feature"));
    CHECK(mentions(engagement, "within 2\" of the enemy unit"));
    CHECK(mentions(engagement, "within 2\" of them"));
}

TEST_CASE("wh40k10 battlefield debris and hills give cover when they hide part of a model") {
    const auto d = describe_plugin("wh40k10");
    CHECK(rules_by_aspect(d, "battlefield-debris").at("Benefit of Cover") == "obscured-cover");
    CHECK(rules_by_aspect(d, "battlefield-debris").at("Movement") == "no-ending-on-top");
    CHECK(rules_by_aspect(d, "hill").at("Benefit of Cover") == "obscured-cover");
    const auto& hill = ability_text(d, rules_by_aspect(d, "hill").at("Movement"));
    CHECK(mentions(hill, "base does not hang over"));
    CHECK(mentions(hill, "Other terrain features may also stand on a HILL"));
}

TEST_CASE("wh40k10 woods: never fully visible, with AIRCRAFT and TOWERING exceptions") {
    const auto d = describe_plugin("wh40k10");
    const auto rules = rules_by_aspect(d, "woods");
    CHECK(rules.at("Footprint") == "agreed-footprint");
    CHECK(rules.at("Benefit of Cover") == "area-cover");
    const auto& sight = ability_text(d, rules.at("Visibility"));
    CHECK(mentions(sight, "wholly within this terrain feature never counts as fully visible"));
    CHECK(mentions(sight, "through or over it"));
    CHECK(mentions(sight, "AIRCRAFT and TOWERING"));
    CHECK(mentions(sight, "see out as usual"));
}

TEST_CASE("wh40k10 ruins: no seeing through, movement by keyword, plunging fire at 6 inches") {
    const auto d = describe_plugin("wh40k10");
    const auto rules = rules_by_aspect(d, "ruins");
    const auto& sight = ability_text(d, rules.at("Visibility"));
    CHECK(mentions(sight, "No model sees over or through"));
    CHECK(mentions(sight, "AIRCRAFT"));
    CHECK(mentions(sight, "Models see into"));
    CHECK(mentions(sight, "TOWERING models within the ruins also see out"));
    const auto& move = ability_text(d, rules.at("Movement"));
    CHECK(mentions(move, "INFANTRY, IMPERIUM PRIMARCH, BELISARIUS CAWL and BEAST models pass through"));
    CHECK(mentions(move, "INFANTRY, IMPERIUM PRIMARCH, BELISARIUS CAWL, BEASTS and FLY models may be set up"));
    CHECK(mentions(move, "ground floor only"));
    CHECK(rules.at("Plunging Fire") == "plunging-fire");
    CHECK(mentions(ability_text(d, "plunging-fire"), "6\" or more above ground level"));
    CHECK(property(entry(d, "ruins"), "plunging-fire-height") == 6);
    CHECK(property(entry(d, "ruins"), "plunging-fire-ap") == 1);
}

TEST_CASE("wh40k10 Benefit of Cover in words") {
    const auto d = describe_plugin("wh40k10");
    const auto* cover = d.find_rules("benefit-of-cover", kEdition);
    REQUIRE((cover != nullptr));
    CHECK(mentions(cover->text, "add 1 to the saving throw"));
    CHECK(mentions(cover->text, "never improves an invulnerable saving throw"));
    CHECK(mentions(cover->text, "3+ or better"));
    CHECK(mentions(cover->text, "Armour Penetration characteristic of 0"));
    CHECK(mentions(cover->text, "never cumulative"));
    const auto* features = d.find_rules("terrain-features", kEdition);
    REQUIRE((features != nullptr));
    CHECK(mentions(features->text, "never be chosen as the target of an attack"));
}

TEST_CASE("cover adds 1 to an armour save against ranged attacks") {
    CHECK(save(4, 0, 0, false).needed == 4);
    const auto covered = save(4, 0, 0, true);
    CHECK(covered.needed == 3);
    CHECK(covered.cover_applied());
    CHECK(save(5, -2, 0, true).needed == 6);
    CHECK(save(3, -1, 0, true).needed == 3);
    CHECK(save(2, -1, 0, true).needed == 2);
    CHECK(save(6, -6, 0, false).needed == 7);
}

TEST_CASE("a Save of 3+ or better gets no cover against AP 0") {
    for (int characteristic : {2, 3}) {
        const auto roll = save(characteristic, 0, 0, true);
        CHECK(roll.needed == characteristic);
        CHECK_FALSE(roll.cover_applied());
    }
    CHECK(save(3, -1, 0, true).cover_applied());  // any AP lets cover back in
    CHECK(save(4, 0, 0, true).cover_applied());
}

TEST_CASE("cover never improves an invulnerable save") {
    const auto roll = save(6, -3, 5, true);  // armour 6+3-1 = 8: no armour save
    CHECK(roll.needed == 5);
    CHECK(roll.invulnerable_used());
    CHECK(save(4, -3, 5, true).needed == 5);  // armour 6+ against invulnerable 5+
    CHECK(save(4, -1, 4, true).needed == 4);  // covered armour 4+ ties the invulnerable
    CHECK_FALSE(save(4, -1, 4, true).invulnerable_used());
    CHECK(save(4, -1, 4, false).needed == 4);
}

TEST_CASE("no save at all is 7") {
    CHECK(save(6, -1, 0, false).needed == 7);
    CHECK(save(6, -2, 0, true).needed == 7);
    CHECK(save(5, -6, 0, true).needed == 7);
}

TEST_CASE("the cover calculator refuses impossible characteristics and keeps what it had") {
    bb::testing::PanelDriver calculator("wh40k10", kEdition);
    calculator.set("cover-save", "save", 4);
    CHECK(calculator.set("cover-save", "save", 1).message == "A Save characteristic runs from 2+ to 6+.");
    CHECK(calculator.set("cover-save", "save", 7).message == "A Save characteristic runs from 2+ to 6+.");
    CHECK(calculator.set("cover-save", "ap", 2).message == "Armour Penetration runs from 0 to -6.");
    calculator.set("cover-save", "has-invulnerable", 1);
    CHECK(calculator.set("cover-save", "invulnerable", 7).message == "An invulnerable save runs from 2+ to 6+.");
    CHECK(calculator.control("cover-save", "save").value == 4);
    const auto control = calculator.control("cover-save", "save");
    CHECK(control.min == 2);
    CHECK(control.max == 6);
    CHECK(calculator.control("cover-save", "ap").min == -6);
}

TEST_CASE("the Sight tab's verdict decides cover until the player sets it by hand") {
    bb::testing::PanelDriver calculator("wh40k10", kEdition);
    calculator.set("cover-save", "save", 4);
    calculator.set("cover-save", "ap", -1);
    CHECK_FALSE(calculator.shows("cover-save", "cover-from-sight"));  // no verdict shown: cover by hand
    CHECK(verdict(calculator).needed == 5);
    calculator.sight = {true, true, true};
    CHECK(calculator.control("cover-save", "cover-from-sight").value == 1);
    const auto cover = calculator.control("cover-save", "cover");
    CHECK(cover.value == 1);
    CHECK_FALSE(cover.enabled);  // decided by the Sight tab
    CHECK(calculator.control("cover-save", "sight").text == "Sight tab: the target is in cover.");
    CHECK(verdict(calculator).needed == 4);
    calculator.sight.in_cover = false;
    CHECK(verdict(calculator).needed == 5);
    // Unlinked, the player's own choice counts again.
    calculator.set("cover-save", "cover-from-sight", 0);
    calculator.set("cover-save", "cover", 1);
    calculator.sight.in_cover = false;
    CHECK(calculator.control("cover-save", "cover").enabled);
    CHECK(verdict(calculator).needed == 4);
}

TEST_CASE("the custom deployment map says how to place its objectives") {
    bb::testing::PanelDriver calculator("wh40k10", kEdition);
    CHECK(calculator.panels().panels.size() == 2);  // the cover calculator and the victory points
    calculator.battlefield.battleplan_id = "custom";
    CHECK(mentions(calculator.control("custom-map", "how").text, "Objective marker"));
}

TEST_CASE("wh40k10 offers six deployment maps to check against the mission card, and a custom one") {
    const auto d = describe_plugin("wh40k10");
    CHECK(d.battleplan_term == "Deployment map");  // what the app labels the list with
    const std::vector<std::string> ids = {
        "hammer-and-anvil",   "dawn-of-war",        "tipping-point", "sweeping-engagement",
        "crucible-of-battle", "search-and-destroy", "custom"};
    REQUIRE(d.battleplans.size() == ids.size());
    for (std::size_t i = 0; i < ids.size(); ++i) CHECK(d.battleplans[i].id == ids[i]);
    for (const auto& plan : d.battleplans) {
        CAPTURE(plan.id);
        CHECK(plan.width == 60);
        CHECK(plan.depth == 44);
        if (plan.id == "custom") continue;
        CHECK(plan.check_against_book);
        REQUIRE(plan.sections.size() == 1);
        CHECK(plan.sections[0].title == "Check against your mission card");
        CHECK(plan.territories.size() == 2);
        REQUIRE(plan.objectives.size() == 5);
        CHECK(plan.objectives[0].position == geo::Vec2{30, 22});
        for (const auto& o : plan.objectives) CHECK(o.diameter == doctest::Approx(40 / 25.4));
    }
    const auto* custom = d.find_battleplan("custom");
    CHECK(custom->territories.empty());
    CHECK(custom->objectives.empty());
    CHECK_FALSE(custom->check_against_book);
    CHECK(custom->sections.at(0).id == "draw-your-own");
}

TEST_CASE("wh40k10 deployment maps hold the reference's zones and objectives") {
    const auto d = describe_plugin("wh40k10");
    const auto* hammer = d.find_battleplan("hammer-and-anvil");
    CHECK(same_outline(hammer->territories[0].area, {{{0, 0}, {18, 0}, {18, 44}, {0, 44}}}));
    const auto* dawn = d.find_battleplan("dawn-of-war");
    CHECK(same_outline(dawn->territories[1].area, {{{0, 34}, {60, 34}, {60, 44}, {0, 44}}}));
    const auto* tipping = d.find_battleplan("tipping-point");
    CHECK(same_outline(tipping->territories[0].area, {{{0, 44}, {20, 44}, {20, 22}, {12, 22}, {12, 0}, {0, 0}}}));
    CHECK(tipping->objectives[3].position == geo::Vec2{38, 36});
    const auto* sweeping = d.find_battleplan("sweeping-engagement");
    CHECK(sweeping->objectives[3].position == geo::Vec2{50, 26});
    const auto* crucible = d.find_battleplan("crucible-of-battle");
    CHECK(same_outline(crucible->territories[1].area, {{{60, 44}, {60, 0}, {30, 0}}}));
    CHECK(crucible->objectives[4].position == geo::Vec2{20, 8});
}

TEST_CASE("every deployment map is the same after a half turn about the centre") {
    const auto d = describe_plugin("wh40k10");
    for (const auto& plan : d.battleplans) {
        if (plan.id == "custom") continue;
        CAPTURE(plan.id);
        geo::Polygon turned;
        for (auto p : plan.territories[0].area.points) turned.points.push_back(half_turn(p));
        CHECK(same_outline(turned, plan.territories[1].area));
        for (const auto& o : plan.objectives) {
            const auto image = half_turn(o.position);
            CHECK(std::any_of(plan.objectives.begin(), plan.objectives.end(),
                              [&](const auto& other) { return geo::distance(other.position, image) < 1e-9; }));
        }
    }
}

TEST_CASE("deployment zones and objective markers lie on the board, zones apart") {
    const auto d = describe_plugin("wh40k10");
    const geo::Polygon board{{{0, 0}, {60, 0}, {60, 44}, {0, 44}}};
    for (const auto& plan : d.battleplans) {
        CAPTURE(plan.id);
        for (const auto& zone : plan.territories) CHECK(geo::wholly_inside(zone.area, board));
        for (const auto& o : plan.objectives) CHECK(geo::wholly_inside(o.marker(), board));
        if (plan.territories.size() == 2) CHECK(geo::distance(plan.territories[0].area, plan.territories[1].area) > 0);
    }
}

TEST_CASE("Search and Destroy zones are quarters without the 9 inch circle around the centre") {
    const auto d = describe_plugin("wh40k10");
    const auto* plan = d.find_battleplan("search-and-destroy");
    const geo::Vec2 centre{30, 22};
    const auto& zone = plan->territories[0].area;
    int on_arc = 0;
    for (auto p : zone.points) {
        CHECK(geo::distance(p, centre) >= 9 - 1e-9);
        on_arc += std::abs(geo::distance(p, centre) - 9) < 1e-9 ? 1 : 0;
    }
    CHECK(on_arc == 19);  // every 5 degrees over a quarter turn
    CHECK(geo::contains(zone, {1, 43}));
    CHECK(geo::contains(zone, {29, 32}));
    CHECK_FALSE(geo::contains(zone, {25, 26}));  // 6.4" from the centre
    CHECK_FALSE(geo::contains(zone, {31, 30}));  // the other half of the board
    // A quarter (30 x 22) less a quarter of the circle; the chords of the traced arc keep a sliver of the circle.
    const double quarter_circle = 3.14159265358979323846 * 81 / 4;
    CHECK(std::abs(geo::signed_area(zone)) == doctest::Approx(30 * 22 - quarter_circle).epsilon(0.002));
}

namespace {

rules::Findings validate(const model::Battlefield& battlefield) {
    auto client = connect_plugin("wh40k10");
    auto findings = client.validate(battlefield);
    REQUIRE(findings.ok());
    return *findings;
}

model::Battlefield board_with_hill() {
    model::Battlefield b;
    b.system_id = "wh40k10";
    b.add_piece(place("hill", geo::rectangle(12, 8), {30, 22}, "Hill"));  // x 24..36, y 18..26
    return b;
}

}  // namespace

TEST_CASE("wh40k10 validate: terrain on a hill may not overhang it") {
    auto b = board_with_hill();
    b.add_piece(place("ruins", geo::rectangle(6, 4), {30, 22}, "Ruins"));
    CHECK(validate(b).items.empty());

    b.pieces.back().position = {34, 22};  // x 31..37: 1" over the hill's edge
    auto findings = validate(b);
    REQUIRE(findings.items.size() == 1);
    const auto& f = findings.items[0];
    CHECK(f.rule_id == "wh40k10/hill-overhang");
    CHECK(f.measured == doctest::Approx(1.0));
    CHECK(f.piece_ids == std::vector<std::uint32_t>{2, 1});
    CHECK(f.message.find("1.00\"") != std::string::npos);

    b.pieces.back().position = {33, 22};  // x 30..36: flush with the edge
    CHECK(validate(b).items.empty());
}

TEST_CASE("wh40k10 validate: a piece beside a hill is not on it, but must be on the board") {
    auto b = board_with_hill();
    b.add_piece(place("woods", geo::rectangle(6, 4), {39.5, 22}, "Woods"));  // x 36.5..42.5, touching nothing
    CHECK(validate(b).items.empty());
    b.pieces.back().position = {58, 22};  // x 55..61: over the board edge
    auto findings = validate(b);
    REQUIRE(findings.items.size() == 1);
    CHECK(findings.items[0].rule_id == "board/on-board");
    CHECK(findings.has_breach());
}
