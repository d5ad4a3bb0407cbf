// The wh40k7 plugin's own panels, loaded for real and driven the way the app drives them: a fortification's
// purchases and bill, the 6" ring on the board, the Building Damage Table kept on the building, and Detonation!'s
// choice between wreckage and a crater.
#include "battleboard/geometry/queries.hpp"
#include "battleboard/layout/piece_from_entry.hpp"
#include "support/panel_driver.hpp"

#include <algorithm>

namespace panel = bb::plugin::panel;
using bb::testing::PanelDriver;

namespace {

// A medium building in the middle of a 72" x 48" table, selected.
PanelDriver fortress() {
    PanelDriver d("wh40k7", "7th");
    d.battlefield.width = 72;
    d.battlefield.depth = 48;
    const auto* entry = d.system.find_entry("building-medium", "7th");
    REQUIRE((entry != nullptr));
    d.selected = d.battlefield.add_piece(bb::layout::piece_from_entry(*entry, {36, 24})).id;
    return d;
}

panel::Action choose(const std::string& panel_key, const std::string& control, std::vector<std::string> chosen) {
    panel::Action a;
    a.panel_key = panel_key;
    a.control_key = control;
    a.chosen = std::move(chosen);
    return a;
}

const panel::Mark* ring(const panel::PanelsReply& reply) {
    for (const auto& m : reply.marks)
        if (m.kind == panel::MarkKind::Ring) return &m;
    return nullptr;
}

bool has(const std::string& text, const std::string& words) { return text.find(words) != std::string::npos; }

}  // namespace

TEST_CASE("wh40k7: a building buys upgrades in its slots and the bill adds them up") {
    auto d = fortress();
    const auto building = *d.selected;
    d.act(choose("fortification", "upgrades", {"ammo-store", "void-shield"}));
    CHECK(d.battlefield.find_piece(building)->attributes.at("upgrades") == "ammo-store,void-shield");
    CHECK(d.control("fortification", "bill").value == 40);
    CHECK(d.control("fortification", "slots").text == "Building upgrades: 2 of 2 slots used");
    CHECK_FALSE(d.shows("fortification", "findings"));
    // The rules of what was bought are shown with it.
    CHECK(d.shows("fortification", "rules:void-shield"));
    d.act(choose("fortification", "upgrades", {"ammo-store", "void-shield", "searchlights"}));
    const auto slots = d.control("fortification", "slots");
    CHECK(slots.tone == panel::Tone::Breach);
    CHECK(has(d.control("fortification", "findings").text, "has 3 building upgrades; its size allows 2"));
    CHECK(d.control("fortification", "bill").value == 45);
    // The generic piece panel leaves the upgrade prices and damage tables to these panels.
    const auto shown = d.panels().shown_by_panels;
    for (const char* key : {"building-upgrade:ammo-store", "building-damage-plus-2", "void-shield-restore"})
        CHECK(std::count(shown.begin(), shown.end(), key) == 1);
}

TEST_CASE("wh40k7: an obstacle section is set up within 6 inches and its ring turns to a breach when moved away") {
    auto d = fortress();
    const auto building = *d.selected;
    d.set("fortification", "add-section:tanglewire", 0);
    REQUIRE(d.battlefield.pieces.size() == 2);
    const auto section = d.battlefield.pieces[1];
    CHECK(section.catalogue_id == "tanglewire");
    CHECK(section.attributes.at("bought-for") == std::to_string(building));
    CHECK(d.control("fortification", "bill").value == 5);
    CHECK(d.control("fortification", "sections").text == "Obstacles: 1 of up to 6 sections");
    auto reply = d.panels();
    REQUIRE((ring(reply) != nullptr));
    CHECK(ring(reply)->piece_id == building);
    CHECK(ring(reply)->radius == 6);
    CHECK(ring(reply)->tone == panel::Tone::Legal);
    // Selected and dragged near the board's edge, far out of range: its panel says so and the ring is a breach.
    d.selected = section.id;
    d.battlefield.find_piece(section.id)->position.y = 3;
    reply = d.panels();
    REQUIRE((ring(reply) != nullptr));
    CHECK(ring(reply)->piece_id == building);
    CHECK(ring(reply)->tone == panel::Tone::Breach);
    CHECK(has(d.control("bought", "breaches").text, "it must be wholly within"));
    CHECK(d.set("bought", "select-fortification", 0).select_piece == building);
    d.set("bought", "unbuy", 0);
    CHECK(d.battlefield.find_piece(section.id)->attributes.count("bought-for") == 0);
}

TEST_CASE("wh40k7: one Battlement & Battlefield upgrade, placed on the battlements and re-armed in place") {
    auto d = fortress();
    const auto building = *d.selected;
    d.act(choose("fortification", "battlement", {"gun-emplacement:quad-gun"}));
    REQUIRE(d.battlefield.pieces.size() == 2);
    const auto gun = d.battlefield.pieces[1];
    CHECK(gun.catalogue_id == "gun-emplacement");
    CHECK(gun.attributes ==
          std::map<std::string, std::string>{{"bought-for", std::to_string(building)}, {"weapon", "quad-gun"}});
    CHECK(std::abs(gun.position.x - 36) < 4);
    CHECK(std::abs(gun.position.y - 24) < 3);
    CHECK(d.control("fortification", "bill").value == 50);
    d.act(choose("fortification", "battlement", {"gun-emplacement:icarus-lascannon"}));
    REQUIRE(d.battlefield.pieces.size() == 2);
    CHECK(d.battlefield.pieces[1].id == gun.id);
    CHECK(d.battlefield.pieces[1].attributes.at("weapon") == "icarus-lascannon");
    CHECK(d.control("fortification", "bill").value == 35);
    d.act(choose("fortification", "battlement", {"none"}));
    CHECK(d.battlefield.pieces.size() == 1);
}

TEST_CASE("wh40k7: only a building has battlements, so another fortification's upgrade stands beside it") {
    PanelDriver d("wh40k7", "7th");
    d.battlefield.width = 72;
    d.battlefield.depth = 48;
    auto line = bb::layout::piece_from_entry(*d.system.find_entry("fortification", "7th"), {36, 24});
    line.attributes["battlements"] = "yes";  // set by hand: the seed gives battlements to buildings only
    d.selected = d.battlefield.add_piece(line).id;
    CHECK_FALSE(d.shows("fortification", "battlements"));
    CHECK_FALSE(d.set("fortification", "battlements", 1).message.empty());
    d.act(choose("fortification", "battlement", {"comms-relay"}));
    REQUIRE(d.battlefield.pieces.size() == 2);
    const auto relay = d.battlefield.pieces[1];
    // Beside the line, not on it.
    CHECK_FALSE(bb::geo::contains(d.battlefield.pieces[0].on_board(), relay.position));
}

TEST_CASE("wh40k7: damage rolls are kept on the building; Detonation! offers wreckage or a crater") {
    auto d = fortress();
    const auto building = *d.selected;
    d.act(choose("damage", "modifier", {"+2"}));
    CHECK(d.control("damage", "roll").table_id == "building-damage-plus-2");
    // A Catastrophic Breach (5) takes the D3 rolled after it.
    panel::Action roll;
    roll.panel_key = "damage";
    roll.control_key = "roll";
    roll.rolls = {{"building-damage-plus-2", {3}, 5}, {"building-armour-loss", {2}, 2}};
    d.act(roll);
    CHECK(d.battlefield.find_piece(building)->rolls.size() == 2);
    CHECK(d.control("damage", "armour-lost").text == "Armour Value lost: 2");
    CHECK(d.control("damage", "result").text == "Rolled 5 (D6+2): Catastrophic Breach, then 2: Armour Value -2");
    // An impossible roll is refused and changes nothing.
    roll.rolls = {{"building-damage-plus-2", {6}, 9}};
    CHECK_FALSE(d.act(roll).message.empty());
    CHECK(d.battlefield.find_piece(building)->rolls.size() == 2);
    roll.rolls = {{"building-damage-plus-2", {5}, 7}};
    d.act(roll);
    CHECK(d.control("damage", "state").text == "Wreckage");
    CHECK_FALSE(d.shows("damage", "roll"));  // no more rolls once destroyed
    const auto before = *d.battlefield.find_piece(building);
    d.act(choose("damage", "replace", {"impact-crater"}));
    const auto& crater = *d.battlefield.find_piece(building);
    CHECK(crater.catalogue_id == "impact-crater");
    CHECK(crater.position.x == before.position.x);
    CHECK(crater.attributes.empty());
    CHECK(std::abs(bb::geo::bounds(crater.footprint).width() - bb::geo::bounds(before.footprint).width()) < 0.01);
}
