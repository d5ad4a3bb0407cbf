// The building panel Warhammer Fantasy Battle 8th and The Old World share (plugins/buildings), through the
// real plugins: the occupant typed in and kept on the piece, floors, who may shoot, and the assault helper whose
// assailant is kept in the battle's plugin state.
#include "battleboard/layout/piece_from_entry.hpp"
#include "support/panel_driver.hpp"

namespace panel = bb::plugin::panel;
using bb::testing::PanelDriver;

namespace {

PanelDriver with_building(const std::string& system, const std::string& edition, const std::string& kind) {
    PanelDriver d(system, edition);
    d.battlefield.width = 72;
    d.battlefield.depth = 48;
    const auto* entry = d.system.find_entry(kind, edition);
    REQUIRE((entry != nullptr));
    d.selected = d.battlefield.add_piece(bb::layout::piece_from_entry(*entry, {36, 24})).id;
    return d;
}

panel::ActionReply choose(PanelDriver& d, const std::string& control, const std::string& id) {
    panel::Action a;
    a.panel_key = "building";
    a.control_key = control;
    a.chosen = {id};
    return d.act(a);
}

panel::ActionReply type(PanelDriver& d, const std::string& control, const std::string& text) {
    panel::Action a;
    a.panel_key = "building";
    a.control_key = control;
    a.text = text;
    return d.act(a);
}

std::string shown(PanelDriver& d, const std::string& key) { return d.control("building", key).text; }

}  // namespace

TEST_CASE("wfb8: a garrison typed into the building panel is kept on the piece, and its floors say who shoots") {
    auto d = with_building("wfb8", "wfb8-2010", "building");
    CHECK(shown(d, "status").find("2 floors, Line of Sight value 10.") != std::string::npos);
    choose(d, "occupant-troop-type", "infantry");
    type(d, "occupant-name", "Altdorf Halberdiers");
    type(d, "occupant-models", "20");
    type(d, "occupant-unit-strength", "20");
    CHECK(d.battlefield.pieces[0].attributes == std::map<std::string, std::string>{{"occupant", "Altdorf Halberdiers"},
                                                                                   {"occupant-troop-type", "infantry"},
                                                                                   {"occupant-models", "20"},
                                                                                   {"occupant-unit-strength", "20"}});
    CHECK(shown(d, "shooters") == "May shoot: 10 of 20 models");
    d.set("building", "floors", 3);
    CHECK(d.battlefield.pieces[0].levels == 3);
    CHECK(shown(d, "shooters") == "May shoot: 15 of 20 models");
    // Typed numbers that are not whole numbers from 0 to 999 are refused and change nothing.
    CHECK(type(d, "occupant-models", "lots").message == "Models is a whole number from 0 to 999.");
    CHECK(type(d, "occupant-unit-strength", "1000").message == "Unit Strength is a whole number from 0 to 999.");
    CHECK(d.battlefield.pieces[0].attributes.at("occupant-models") == "20");
    CHECK(d.set("building", "floors", 11).message == "Floors run from 1 to 10.");
    choose(d, "occupant-troop-type", "cavalry");
    CHECK(d.control("building", "occupant-note").tone == panel::Tone::Breach);
    CHECK_FALSE(d.shows("building", "shooters"));
    choose(d, "occupant-troop-type", "none");
    CHECK(d.battlefield.pieces[0].attributes.empty());
}

TEST_CASE("wfb8: the assault helper's assailant is kept for the battle and shows who fights") {
    auto d = with_building("wfb8", "wfb8-2010", "building");
    choose(d, "occupant-troop-type", "infantry");
    type(d, "occupant-models", "20");
    type(d, "occupant-unit-strength", "20");
    CHECK(shown(d, "assault-note").find("Pick the unit assaulting") != std::string::npos);
    choose(d, "assailant-troop-type", "cavalry");
    type(d, "assailant-models", "8");
    type(d, "assailant-unit-strength", "24");
    CHECK_FALSE(d.battlefield.plugin_state.empty());
    CHECK(d.battlefield.pieces[0].attributes.count("assailant-models") == 0);
    CHECK(shown(d, "assailant-fights") == "Assailant: 3 models fight");
    CHECK(shown(d, "occupant-fights") == "Inside: 10 models fight");
    choose(d, "assailant-troop-type", "chariot");
    CHECK(shown(d, "assault-note") == "Chariots may not assault a building.");
    CHECK(choose(d, "assailant-troop-type", "dragon").message == "\"dragon\" is not a troop type here.");
}

TEST_CASE("tow: a building is occupiable only by agreement, and the panel measures its width") {
    auto d = with_building("tow", "tow-2024", "building");
    CHECK(shown(d, "widest") == "Widest point 6.00\" (at least 4\" needed)");
    CHECK(d.control("building", "widest").tone == panel::Tone::Legal);
    CHECK_FALSE(d.shows("building", "occupant-troop-type"));  // impassable until agreed
    CHECK_FALSE(d.shows("building", "floors"));
    d.set("building", "agreement", 1);
    CHECK(d.battlefield.pieces[0].attributes.at("occupiable") == "yes");
    choose(d, "occupant-troop-type", "infantry");
    type(d, "occupant-models", "15");
    type(d, "occupant-unit-strength", "15");
    CHECK(shown(d, "shooters") == "May shoot: 7 of 15 models");
}
