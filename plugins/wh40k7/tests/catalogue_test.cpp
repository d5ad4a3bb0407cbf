// The real built wh40k7 plugin's data, pinned to the 7th edition terrain and fortifications seed (003).
#include "support/real_plugin.hpp"

#include <algorithm>
#include <map>
#include <optional>

using namespace bb;
using bb::testing::describe_plugin;

namespace {

constexpr const char* kEdition = "7th";

const sys::CatalogueEntry& entry(const sys::SystemDescription& d, const std::string& id) {
    const auto* e = d.find_entry(id, kEdition);
    REQUIRE((e != nullptr));
    return *e;
}

std::optional<double> property(const sys::SystemDescription& d, const std::string& id, const std::string& key) {
    const auto* p = entry(d, id).find_property(key);
    return p ? std::optional<double>(p->value) : std::nullopt;
}

bool mentions(const std::string& text, const std::string& words) { return text.find(words) != std::string::npos; }

}  // namespace

TEST_CASE("wh40k7 describes itself with one edition and a 6 by 4 foot table") {
    const auto d = describe_plugin("wh40k7");
    CHECK(d.id == "wh40k7");
    CHECK(d.name == "Warhammer 40,000 7th edition");
    REQUIRE(d.editions.size() == 1);
    CHECK(d.editions[0].id == kEdition);
    REQUIRE(d.board_sizes.size() == 1);
    CHECK(d.board_sizes[0].width == 72);
    CHECK(d.board_sizes[0].depth == 48);
}

TEST_CASE("the seed lists 18 pieces of battlefield debris and terrain, each with its cover save") {
    const auto d = describe_plugin("wh40k7");
    // Name, and cover save where the seed gives one (shield generators and water obstacles have none).
    const std::map<std::string, std::pair<std::string, std::optional<double>>> debris = {
        {"ammunition-dump", {"Ammunition Dump", 5}},
        {"barricades-and-walls", {"Barricades and Walls", 4}},
        {"comms-relay", {"Comms Relay", 5}},
        {"defence-lines", {"Defence Lines", 4}},
        {"forest", {"Forest", 5}},
        {"fuel-reserve", {"Fuel Reserve", 5}},
        {"gun-emplacement", {"Gun Emplacement", 4}},
        {"impact-crater", {"Impact Crater", 5}},
        {"imperial-statuary", {"Imperial Statuary", 3}},
        {"ridgeline", {"Ridgeline / Hill Crests", 4}},
        {"shield-generators", {"Shield Generators", std::nullopt}},
        {"shrine-to-chaos", {"Shrine to Chaos", 4}},
        {"tanglewire", {"Tanglewire", 6}},
        {"tank-traps", {"Tank Traps", 4}},
        {"trench-lines", {"Trench Lines", 4}},
        {"water-obstacles", {"Water Obstacles", std::nullopt}},
        {"wild-undergrowth", {"Wild Undergrowth", 5}},
        {"wreckage-and-rubble", {"Wreckage and Rubble", 4}},
    };
    std::size_t in_category = 0;
    for (const auto& e : d.catalogue) in_category += e.category == "Battlefield Debris" ? 1 : 0;
    CHECK(in_category == 18);
    CHECK(debris.size() == 18);
    for (const auto& [id, expected] : debris) {
        CAPTURE(id);
        const auto& e = entry(d, id);
        CHECK(e.name == expected.first);
        CHECK(e.category == "Battlefield Debris");
        CHECK(property(d, id, "cover-save") == expected.second);
        if (expected.second) {
            const auto* p = e.find_property("cover-save");
            CHECK(p->unit == "+");
            const std::string save = std::to_string(int(*expected.second)) + "+ cover save";
            const std::string save_first = "Cover save " + std::to_string(int(*expected.second)) + "+";
            CHECK((mentions(e.text, save) || mentions(e.text, save_first)));
        }
        CHECK(e.footprint.points.size() >= 3);
        CHECK(e.height > 0);
    }
}

TEST_CASE("wh40k7 debris special rules: ranges, explosions, barriers and unit types") {
    const auto d = describe_plugin("wh40k7");
    for (const char* id : {"ammunition-dump", "comms-relay", "imperial-statuary", "shrine-to-chaos"})
        CHECK(property(d, id, "effect-range") == 2);
    CHECK(mentions(entry(d, "ammunition-dump").text, "failed To Hit rolls of 1 are re-rolled"));
    CHECK(mentions(entry(d, "comms-relay").text, "Reserves rolls may be re-rolled"));
    CHECK(mentions(entry(d, "imperial-statuary").text, "Fearless"));
    CHECK(mentions(entry(d, "shrine-to-chaos").text, "re-roll failed invulnerable saves"));
    CHECK(mentions(entry(d, "shrine-to-chaos").text, "models with the Daemon special rule"));
    for (const char* id : {"barricades-and-walls", "defence-lines"}) {
        CHECK(property(d, id, "fight-across-range") == 2);
        CHECK(entry(d, id).abilities == std::vector<std::string>{"fight-across"});
    }
    CHECK(mentions(d.find_ability("fight-across", kEdition)->text, "within 2\""));
    CHECK(property(d, "defence-lines", "go-to-ground-bonus") == 2);

    CHECK(entry(d, "fuel-reserve").tables == std::vector<std::string>{"fuel-reserve-explosion"});
    CHECK(property(d, "fuel-reserve", "explosion-strength") == 3);
    CHECK(mentions(entry(d, "fuel-reserve").text, "large blast marker"));

    CHECK(property(d, "shield-generators", "invulnerable-save") == 3);
    CHECK(property(d, "shield-generators", "barrier-range") == 6);
    CHECK(mentions(entry(d, "shield-generators").text, "impassable terrain as tall as the generators"));

    const auto& traps = entry(d, "tank-traps").text;
    CHECK(mentions(traps, "Vehicles without Skimmer: impassable terrain"));
    CHECK(mentions(traps, "Bikes: dangerous terrain"));
    CHECK(mentions(traps, "Every other unit: open ground"));
    CHECK(mentions(entry(d, "tanglewire").text, "dangerous terrain"));
    CHECK(mentions(entry(d, "trench-lines").text, "difficult terrain"));
    CHECK(mentions(entry(d, "wild-undergrowth").text, "difficult terrain"));
    CHECK(mentions(entry(d, "water-obstacles").text, "Mysterious River"));
    CHECK(mentions(entry(d, "forest").text, "Mysterious Forest"));
    CHECK(mentions(entry(d, "impact-crater").text, "area terrain"));
    CHECK(mentions(entry(d, "wreckage-and-rubble").text, "area terrain"));
}

TEST_CASE("wh40k7 gun emplacement profiles: the emplacement, the Icarus lascannon and the quad-gun") {
    const auto d = describe_plugin("wh40k7");
    const std::map<std::string, double> profile = {
        {"toughness", 7},
        {"wounds", 2},
        {"armour-save", 3},
        {"icarus-lascannon-range", 96},
        {"icarus-lascannon-strength", 9},
        {"icarus-lascannon-ap", 2},
        {"icarus-lascannon-shots", 1},
        {"quad-gun-range", 48},
        {"quad-gun-strength", 7},
        {"quad-gun-ap", 4},
        {"quad-gun-shots", 4},
    };
    for (const auto& [key, value] : profile) {
        CAPTURE(key);
        CHECK(property(d, "gun-emplacement", key) == value);
    }
    const auto& text = entry(d, "gun-emplacement").text;
    CHECK(mentions(text, "Heavy 1, Interceptor, Skyfire)"));
    CHECK(mentions(text, "Heavy 4, Interceptor, Skyfire, Twin-linked)"));
}

TEST_CASE("wh40k7 buildings buy upgrades by size: small 1, medium 2, large 3, others none") {
    const auto d = describe_plugin("wh40k7");
    CHECK(property(d, "building-small", "upgrade-slots") == 1);
    CHECK(property(d, "building-medium", "upgrade-slots") == 2);
    CHECK(property(d, "building-large", "upgrade-slots") == 3);
    CHECK(property(d, "fortification", "upgrade-slots") == 0);
    CHECK(property(d, "building-large", "battlements") == 1);
    CHECK(property(d, "fortification", "battlements") == 0);
    const std::map<std::string, double> prices = {{"ammo-store", 15},   {"booby-traps", 20},
                                                  {"escape-hatch", 25}, {"magos-machine-spirit", 30},
                                                  {"searchlights", 5},  {"void-shield", 25}};
    for (const char* building : {"building-small", "building-medium", "building-large"})
        for (const auto& [id, points] : prices) {
            CAPTURE(id);
            CHECK(property(d, building, "building-upgrade:" + id) == points);
            CHECK((d.find_ability(id, kEdition) != nullptr));
        }
    CHECK_FALSE(property(d, "fortification", "building-upgrade:ammo-store"));
    const auto* rules = d.find_rules("building-upgrades", kEdition);
    REQUIRE((rules != nullptr));
    CHECK(mentions(rules->text, "a small building one, a medium building up to two, a large building up to three"));
    CHECK(mentions(rules->text, "never the same upgrade twice"));
}

TEST_CASE("wh40k7 building upgrade rules keep the seed's numbers") {
    const auto d = describe_plugin("wh40k7");
    auto text = [&](const char* id) { return d.find_ability(id, kEdition)->text; };
    CHECK(mentions(text("ammo-store"), "re-rolls To Hit rolls of 1"));
    CHECK(mentions(text("booby-traps"), "2D6 hits at Strength 4, AP5"));
    CHECK(mentions(text("escape-hatch"), "up to 12\" from it"));
    CHECK(mentions(text("magos-machine-spirit"), "BS3"));
    CHECK(mentions(text("void-shield"), "Armour Value 12"));
    CHECK(mentions(text("void-shield"), "on a 5+"));
    const auto* restore = d.find_table("void-shield-restore");
    REQUIRE((restore != nullptr));
    CHECK(restore->covers_every_roll_once());
    CHECK(restore->row_for(4)->result == "Still down");
    CHECK(restore->row_for(5)->result == "Restored");
}

TEST_CASE("wh40k7 obstacle and Battlement & Battlefield upgrades are priced on their pieces") {
    const auto d = describe_plugin("wh40k7");
    CHECK(property(d, "tanglewire", "obstacle-points") == 5);
    CHECK(property(d, "barricades-and-walls", "obstacle-points") == 10);
    CHECK(property(d, "tank-traps", "obstacle-points") == 15);
    CHECK(property(d, "ammunition-dump", "battlement-upgrade-points") == 20);
    CHECK(property(d, "comms-relay", "battlement-upgrade-points") == 20);
    CHECK(property(d, "gun-emplacement", "battlement-upgrade-points:icarus-lascannon") == 35);
    CHECK(property(d, "gun-emplacement", "battlement-upgrade-points:quad-gun") == 50);
    CHECK_FALSE(property(d, "defence-lines", "obstacle-points"));
    const auto* obstacles = d.find_rules("obstacles", kEdition);
    CHECK(mentions(obstacles->text, "no longer than 6\""));
    CHECK(mentions(obstacles->text, "up to six sections"));
    CHECK(mentions(obstacles->text, "wholly within 6\""));
    const auto* battlements = d.find_rules("battlements-and-battlefield", kEdition);
    CHECK(mentions(battlements->text, "one Battlement & Battlefield upgrade"));
    CHECK(mentions(battlements->text, "wholly within 6\""));
}

TEST_CASE("the Building Damage Table runs from 0-1 to 7+ across its modifier tables") {
    const auto d = describe_plugin("wh40k7");
    const std::vector<std::string> names = {
        "Breach!",        "Tremor",     "Partial Collapse", "Structural Collapse", "Catastrophic Breach",
        "Total Collapse", "Detonation!"};
    // Totals 0-1 are Breach!, 2 to 6 one result each, 7 and more Detonation!.
    auto expected = [&](int total) { return names[std::clamp(total, 1, 7) - 1]; };
    for (const auto& [id, modifier] : std::map<std::string, int>{{"building-damage-minus-1", -1},
                                                                 {"building-damage", 0},
                                                                 {"building-damage-plus-1", 1},
                                                                 {"building-damage-plus-2", 2}}) {
        CAPTURE(id);
        const auto* table = d.find_table(id);
        REQUIRE((table != nullptr));
        CHECK(table->dice.count == 1);
        CHECK(table->dice.sides == 6);
        CHECK(table->dice.modifier == modifier);
        CHECK(table->covers_every_roll_once());
        for (int face = 1; face <= 6; ++face)
            CHECK(table->row_for(face + modifier)->result == expected(face + modifier));
        for (const auto& row : table->rows)
            CHECK(row.next_table == (row.result == "Catastrophic Breach" ? "building-armour-loss" : ""));
        CHECK(mentions(table->when, "0-1"));
        CHECK(mentions(table->when, "7+"));
    }
    const auto* lowest = d.find_table("building-damage-minus-1");
    CHECK(lowest->rows.front().from == 0);
    CHECK(lowest->rows.front().to == 1);
    const auto* highest = d.find_table("building-damage-plus-2");
    CHECK(highest->rows.back().from == 7);
    CHECK(highest->rows.back().to == 8);
    const auto* armour = d.find_table("building-armour-loss");
    CHECK(armour->dice.text() == "D3");
    CHECK(armour->covers_every_roll_once());
}

TEST_CASE("the building damage results keep the seed's hits and effects") {
    const auto d = describe_plugin("wh40k7");
    const auto* table = d.find_table("building-damage-plus-1");
    auto text = [&](int total) { return table->row_for(total)->text; };
    CHECK(mentions(text(2), "Snap Shots"));
    CHECK(mentions(text(2), "3\" instead of 6\""));
    CHECK(mentions(text(3), "D6 more Strength 6, AP -"));
    CHECK(mentions(text(4), "2D6 more Strength 6, AP -"));
    CHECK(mentions(text(5), "drops by D3"));
    CHECK(mentions(text(6), "D6 Strength 6, AP - hits"));
    CHECK(mentions(text(6), "normal rules for ruins"));
    CHECK(mentions(text(7), "4D6 such hits"));
    CHECK(mentions(text(7), "move 6\" off the battlements"));
    CHECK(mentions(text(7), "scattered wreckage (area terrain) or a crater"));
    CHECK(mentions(d.find_table("building-damage-minus-1")->row_for(0)->text, "drops by 1"));
}

TEST_CASE("wh40k7 buildings roll on the damage and void shield tables and the fuel reserve may explode") {
    const auto d = describe_plugin("wh40k7");
    const std::vector<std::string> tables = {"building-damage", "building-damage-minus-1", "building-damage-plus-1",
                                             "building-damage-plus-2", "void-shield-restore"};
    for (const char* id : {"building-small", "building-medium", "building-large"}) CHECK(entry(d, id).tables == tables);
    const auto* fuel = d.find_table("fuel-reserve-explosion");
    REQUIRE((fuel != nullptr));
    CHECK(fuel->covers_every_roll_once());
    CHECK(fuel->row_for(1)->result == "Boom!");
    CHECK(mentions(fuel->row_for(1)->text, "Strength 3, AP - hit"));
    CHECK(fuel->row_for(2)->result == "Holds");
    for (const auto& t : d.tables) {
        CAPTURE(t.id);
        CHECK(t.covers_every_roll_once());
    }
}
