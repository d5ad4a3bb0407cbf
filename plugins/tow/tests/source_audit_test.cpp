// The tow rules audit: every rule the plugin states (the building rules, its two buildings and their numbers, the
// tables and rules sections, and the building panel's texts) names the section of the Old World's Buildings rules
// (seed 002_) it restates and words of that section, and the numbers the checks and the panel decide with are
// the ones the seed prints.
#include "battleboard/layout/piece_from_entry.hpp"
#include "support/building_panel_audit.hpp"
#include "support/panel_driver.hpp"
#include "support/plugin_sources.hpp"
#include "support/source_words.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>

namespace {

namespace panel = bb::plugin::panel;
using bb::testing::AuditScope;
using bb::testing::SourceSections;

constexpr const char* kEdition = "tow-2024";

const SourceSections& source() {
    static const SourceSections sections = bb::testing::plugin_sources("tow");
    return sections;
}

const bb::sys::SystemDescription& described() {
    static const auto d = bb::testing::describe_plugin("tow");
    return d;
}

// The seed is the Buildings rules alone: every section is the buildings' own.
AuditScope scope() {
    AuditScope s;
    for (const char* section :
         {"Buildings", "Occupiable Buildings", "Leaving a Building", "Flee!", "Shooting from a Building",
          "Shooting at a Building", "Templates", "Incoming", "Assaulting a Building", "Nowhere to Run"})
        s.category_sections.insert({"Building", section});
    return s;
}

bool has(const std::vector<std::string>& list, const std::string& item) {
    return std::find(list.begin(), list.end(), item) != list.end();
}

}  // namespace

TEST_CASE("tow audit: every rule, building, property, table and rules section names the seed words it restates") {
    bb::testing::check_audit(bb::testing::audit_description(described(), source(), scope()));
}

TEST_CASE("tow audit: every number a building lists is the number its source phrase prints") {
    for (const auto& entry : described().catalogue)
        for (const auto& property : entry.properties) {
            CAPTURE(entry.id + " " + property.key);
            char digits[16];
            std::snprintf(digits, sizeof digits, "%g", std::abs(property.value));
            const auto words = bb::testing::words_of(property.source.phrase);
            CHECK((has(words, digits) || (property.value == 5 && has(words, "five"))));
        }
}

TEST_CASE("tow audit: a rule attached to a building without a source, or quoting words not there, is caught") {
    auto d = described();
    d.catalogue[0].properties[0].source = {"Templates", "at least 4\" at their widest point"};
    d.abilities.back().source = {};
    const auto problems = bb::testing::audit_description(d, source(), scope());
    // The unsourced rule, the misquoted number, and each building that carries the rule.
    REQUIRE(problems.size() == 2 + d.catalogue.size());
    CHECK(problems[0] == "ability " + d.abilities.back().id + ": names no source section");
    CHECK(problems[1] ==
          "piece building property occupiable-at-least: \"at least 4\" at their widest point\" is not "
          "in Templates");
}

TEST_CASE("tow audit: the building panel's texts name the building rules they restate") {
    std::set<std::string> audited;
    const auto audit = [&](bb::testing::PanelDriver& d) {
        const auto reply = d.panels();
        const auto keys = bb::testing::building_rule_keys(reply);
        audited.insert(keys.begin(), keys.end());
        bb::testing::check_audit(bb::testing::audit_panels(reply.panels, keys, source()));
    };
    const auto act = [](bb::testing::PanelDriver& d, const std::string& control, const std::string& text, bool choice) {
        panel::Action a;
        a.panel_key = "building";
        a.control_key = control;
        if (choice)
            a.chosen = {text};
        else
            a.text = text;
        d.act(a);
    };
    for (const std::string kind : {"building", "tower"}) {
        CAPTURE(kind);
        bb::testing::PanelDriver d("tow", kEdition);
        d.battlefield.width = 72;
        d.battlefield.depth = 48;
        const auto* entry = described().find_entry(kind, kEdition);
        REQUIRE(entry);
        d.selected = d.battlefield.add_piece(bb::layout::piece_from_entry(*entry, {36, 24})).id;
        audit(d);  // impassable until agreed
        d.set("building", "agreement", 1);
        audit(d);  // empty and occupiable
        act(d, "occupant-troop-type", "cavalry", true);
        audit(d);
        act(d, "occupant-troop-type", "infantry", true);
        act(d, "occupant-models", "25", false);
        act(d, "occupant-unit-strength", "25", false);
        audit(d);  // too strong
        act(d, "occupant-models", "15", false);
        act(d, "occupant-unit-strength", "15", false);
        act(d, "assailant-troop-type", "infantry", true);
        act(d, "assailant-models", "30", false);
        audit(d);
        d.battlefield.pieces[0].footprint = bb::geo::rectangle(3.5, 3.5);  // too small, whatever was agreed
        audit(d);
    }
    for (const char* key :
         {"status", "widest", "agreement", "occupant-note", "shooters", "shooting-note", "shot-at-note", "assault-note",
          "occupant-fights", "assailant-side", "lost", "lost:1", "outcomes"})
        CHECK_MESSAGE(audited.count(key), key);
}
