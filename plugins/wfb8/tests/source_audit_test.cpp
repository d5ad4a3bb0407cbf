// The wfb8 rules audit: every rule the plugin states (terrain and building abilities, each piece's own text and
// numbers, dice tables, rules sections, and the building panel's texts) names the section of the Battlefield
// Terrain chapter (seed 000_) it restates and words of that section; a piece carries a rule only from its own
// section or its category's, or with its own section's words for it; and the numbers the sight verdicts, setup
// checks and building panel decide with are the ones the seed prints.
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

constexpr const char* kEdition = "wfb8-2010";

const SourceSections& source() {
    static const SourceSections sections = bb::testing::plugin_sources("wfb8");
    return sections;
}

const bb::sys::SystemDescription& described() {
    static const auto d = bb::testing::describe_plugin("wfb8");
    return d;
}

const std::vector<std::string> kBuildingSections = {"Buildings",
                                                    "Buildings and Line of Sight",
                                                    "Buildings and Movement",
                                                    "Garrisoning a Building",
                                                    "Only Room for One",
                                                    "Abandoning a Building",
                                                    "Buildings and Magic",
                                                    "Buildings and Shooting",
                                                    "Five Per Floor",
                                                    "Shooting at a Garrison Unit",
                                                    "Template Weapons (Buildings)",
                                                    "Assaulting a Building",
                                                    "Charge Reactions (Buildings)",
                                                    "Fighting the Assault",
                                                    "Who Can Strike? (Buildings)",
                                                    "Allocating Attacks (Buildings)",
                                                    "Challenges (Buildings)",
                                                    "Special Attacks (Buildings)",
                                                    "Combat Resolution (Buildings)",
                                                    "Defender Loses",
                                                    "Other Outcomes",
                                                    "Sally Forth!",
                                                    "Buildings and Panic",
                                                    "Multipart Buildings"};

// Each category's own sections: its opening, the rules pages under it and its examples' introduction. Mystical
// Monuments are treated as impassable terrain, and Arcane Architecture as a building or as impassable terrain,
// by their own sections' words (checked below), so those categories draw on the sections they name. The paragraph
// on mounted models gives every piece that is not open ground its rule.
AuditScope scope() {
    AuditScope s;
    const auto add = [&](const std::string& category, const std::vector<std::string>& sections) {
        for (const auto& section : sections) s.category_sections.insert({category, section});
    };
    add("Impassable Terrain", {"Impassable Terrain"});
    add("Dangerous Terrain", {"Dangerous Terrain"});
    add("Hill", {"Hills", "Hills and Line of Sight", "Hills and Movement", "Hills and Shooting",
                 "Hills and Close Combat", "Examples of Hills"});
    add("Forest", {"Forests", "Forests and Line of Sight", "Forests and Movement", "Forests and Shooting",
                   "Forests and Close Combat", "Examples of Forests"});
    add("River", {"Rivers", "Rivers and Line of Sight", "Rivers and Movement", "Rivers and Close Combat",
                  "Bridges and Other Crossings", "Examples of Rivers"});
    add("Marshland", {"Marshland", "Marshland and Line of Sight", "Marshland and Movement", "Examples of Marshland"});
    add("Obstacle", {"Obstacles", "Obstacles and Movement", "Obstacles as Cover", "Obstacles and Close Combat",
                     "Examples of Obstacles"});
    add("Mystical Monument", {"Mystical Monuments", "Examples of Mystical Monuments", "Impassable Terrain"});
    add("Building", kBuildingSections);
    add("Arcane Architecture", {"Arcane Architecture", "Examples of Arcane Architecture", "Impassable Terrain"});
    add("Arcane Architecture", kBuildingSections);
    s.every_piece_sections = {"Mounted Models and Dangerous Terrain"};
    return s;
}

bool says(const std::string& section, const std::string& phrase) {
    const bool found = source().says(section, phrase);
    if (!found) MESSAGE("not in " << section << ": " << phrase);
    return found;
}

bool has(const std::vector<std::string>& list, const std::string& item) {
    return std::find(list.begin(), list.end(), item) != list.end();
}

const bb::sys::CatalogueEntry& piece(const std::string& id) {
    const auto* entry = described().find_entry(id, kEdition);
    REQUIRE_MESSAGE(entry, id);
    return *entry;
}

// The words a number is printed as: "6" for 6 and -6, "five" as well for 5.
bool phrase_prints(const std::string& phrase, double value) {
    char digits[16];
    std::snprintf(digits, sizeof digits, "%g", std::abs(value));
    const auto words = bb::testing::words_of(phrase);
    static const char* spelled[] = {"zero", "one", "two", "three", "four", "five", "six"};
    const bool small = std::abs(value) < 7 && std::abs(value) == std::floor(std::abs(value));
    return has(words, digits) || (small && has(words, spelled[int(std::abs(value))]));
}

}  // namespace

TEST_CASE("wfb8 audit: every ability, piece, property, table and rules section names the seed words it restates") {
    bb::testing::check_audit(bb::testing::audit_description(described(), source(), scope()));
}

TEST_CASE("wfb8 audit: a category draws on another's section only where its own section says so") {
    CHECK(says("Mystical Monuments", "treated as impassable terrain"));
    CHECK(says("Mystical Monuments", "for the purposes of movement and Line of Sight"));
    CHECK(says("Arcane Architecture", "either be treated as a building or as impassable terrain"));
}

TEST_CASE("wfb8 audit: every number a piece lists is the number its source phrase prints") {
    for (const auto& entry : described().catalogue)
        for (const auto& property : entry.properties) {
            CAPTURE(entry.id + " " + property.key);
            CHECK(phrase_prints(property.source.phrase, property.value));
        }
}

TEST_CASE(
    "wfb8 audit: the generic Dangerous Terrain rule is carried only where the piece's own words make it "
    "dangerous for every model") {
    // Plain forests (only flyers test), rivers (movement otherwise unaffected) and obstacles (only riders test)
    // are not dangerous terrain; riders are covered by the mounted models' rule.
    std::set<std::string> carriers;
    for (const auto& entry : described().catalogue) {
        if (!has(entry.abilities, "dangerous")) continue;
        carriers.insert(entry.id);
        CAPTURE(entry.id);
        if (entry.category == "Dangerous Terrain") continue;
        const auto reason = std::find_if(entry.attached_because.begin(), entry.attached_because.end(),
                                         [](const auto& a) { return a.rule_id == "dangerous"; });
        REQUIRE(reason != entry.attached_because.end());
        CHECK(reason->because.section != "Mounted Models and Dangerous Terrain");
        const auto words = bb::testing::words_of(reason->because.phrase);
        CHECK((has(words, "dangerous") || has(words, "test")));
    }
    CHECK(carriers == std::set<std::string>{"dangerous-terrain", "scree-slope", "necrotic-ooze", "marshland",
                                            "earthblood-mere", "khemrian-quicksand", "mist-wreathed-swamp"});
    for (const char* id : {"forest", "river", "obstacle", "impassable-terrain", "ancient-forest", "walls"})
        CHECK_FALSE_MESSAGE(has(piece(id).abilities, "dangerous"), id);
}

TEST_CASE("wfb8 audit: riders test on every piece that is not open ground and can be entered, and not on hills") {
    for (const auto& entry : described().catalogue) {
        CAPTURE(entry.id);
        const bool riders = has(entry.abilities, "riders-and-chariots");
        if (entry.category == "Forest" || entry.category == "River" || entry.category == "Marshland" ||
            entry.category == "Dangerous Terrain")
            CHECK(riders);
        else
            CHECK_FALSE(riders);  // hills are open ground; obstacles have their own riders' rule
        if (entry.category == "Obstacle") CHECK(has(entry.abilities, "obstacle-riders"));
    }
    CHECK(says("Hills and Movement", "hills do not cause Dangerous Terrain tests in cavalry"));
    CHECK(says("Forests and Movement", "with the Fly special rule that begin or end"));
    CHECK(says("Rivers and Movement", "Movement is otherwise unaffected"));
    CHECK(says("Obstacles and Movement", "Obstacles do not otherwise impede movement"));
}

TEST_CASE("wfb8 audit: each named obstacle has the cover its own section grants") {
    for (const auto* entry : described().catalogue_for(kEdition)) {
        if (entry->category != "Obstacle" || entry->id == "obstacle") continue;
        CAPTURE(entry->id);
        const auto& section = entry->source.section;
        CHECK(has(entry->abilities, "soft-cover") == source().says(section, "grant soft cover to units"));
        CHECK(has(entry->abilities, "hard-cover") == source().says(section, "grant hard cover to units"));
        CHECK((has(entry->abilities, "soft-cover") || has(entry->abilities, "hard-cover")));
    }
}

TEST_CASE("wfb8 audit: a piece lists a range of effect only where its own section gives one") {
    for (const auto* entry : described().catalogue_for(kEdition)) {
        if (entry->source.section != entry->name) continue;  // the named examples
        CAPTURE(entry->id);
        const auto* range = entry->find_property("aura-radius");
        if (range) {
            CHECK(range->source.section == entry->source.section);
            CHECK(has(bb::testing::words_of(range->source.phrase), "within"));
        } else {
            for (const char* inches : {"within 6 of", "within 3 of", "within 6 can", "within 3 can"})
                CHECK_FALSE(source().says(entry->source.section, inches));
        }
    }
    // The Sorcerous Portal's spell targets the closest unit whatever the range.
    CHECK(piece("sorcerous-portal").find_property("aura-radius") == nullptr);
    CHECK(says("Sorcerous Portal", "always targets the closest unit (regardless of range"));
}

TEST_CASE("wfb8 audit: no ability shares an id with a table, so a reason for one never passes for the other") {
    for (const auto& ability : described().abilities) CHECK_MESSAGE(!described().find_table(ability.id), ability.id);
}

TEST_CASE("wfb8 audit: a rule attached to a piece whose section does not give it is caught") {
    auto d = described();
    auto& forest =
        *std::find_if(d.catalogue.begin(), d.catalogue.end(), [](const auto& e) { return e.id == "forest"; });
    forest.abilities.push_back("dangerous");  // the defect the audit found
    auto problems = bb::testing::audit_description(d, source(), scope());
    REQUIRE(problems.size() == 1);
    CHECK(problems[0] ==
          "piece forest: dangerous comes from another section and the piece does not say why "
          "it has it");
    // A reason quoted from the forest's pages that is not there is caught too.
    forest.attached_because.push_back({"dangerous", {"Forests and Movement", "is dangerous terrain for all"}});
    problems = bb::testing::audit_description(d, source(), scope());
    REQUIRE(problems.size() == 1);
    CHECK(problems[0].find("is not in Forests and Movement") != std::string::npos);
    // So is a number quoted from another piece's section, and an ability with no source.
    forest.abilities.pop_back();
    forest.attached_because.pop_back();
    forest.properties.push_back(
        bb::sys::Property{"aura-radius", "Range", 6, "\"", {"Anvil of Vaul", "within 6\" of an Anvil"}});
    d.abilities[0].source = {};
    problems = bb::testing::audit_description(d, source(), scope());
    // The unsourced ability, then every piece that carries it (its source is no longer the piece's), then the number.
    const auto carriers = std::count_if(d.catalogue.begin(), d.catalogue.end(),
                                        [&](const auto& e) { return has(e.abilities, d.abilities[0].id); });
    REQUIRE(problems.size() == std::size_t(2 + carriers));
    CHECK(problems[0] == "ability " + d.abilities[0].id + ": names no source section");
    CHECK(std::count(problems.begin(), problems.end(),
                     "piece forest property aura-radius: comes from Anvil of Vaul, neither the piece's section nor its "
                     "category's") == 1);
}

TEST_CASE("wfb8 audit: the building panel's texts name the building rules they restate") {
    std::set<std::string> audited;
    const auto audit = [&](bb::testing::PanelDriver& d) {
        const auto reply = d.panels();
        const auto keys = bb::testing::building_rule_keys(reply);
        audited.insert(keys.begin(), keys.end());
        bb::testing::check_audit(bb::testing::audit_panels(reply.panels, keys, source()));
    };
    const auto choose = [](bb::testing::PanelDriver& d, const std::string& control, const std::string& id) {
        panel::Action a;
        a.panel_key = "building";
        a.control_key = control;
        a.chosen = {id};
        d.act(a);
    };
    const auto type = [](bb::testing::PanelDriver& d, const std::string& control, const std::string& text) {
        panel::Action a;
        a.panel_key = "building";
        a.control_key = control;
        a.text = text;
        d.act(a);
    };
    for (const std::string kind : {"building", "wizards-tower"}) {
        CAPTURE(kind);
        bb::testing::PanelDriver d("wfb8", kEdition);
        d.battlefield.width = 72;
        d.battlefield.depth = 48;
        d.selected = d.battlefield.add_piece(bb::layout::piece_from_entry(piece(kind), {36, 24})).id;
        audit(d);  // empty
        choose(d, "occupant-troop-type", "cavalry");
        audit(d);  // may not garrison
        choose(d, "occupant-troop-type", "infantry");
        type(d, "occupant-models", "20");
        type(d, "occupant-unit-strength", "20");
        audit(d);
        for (const char* assailant : {"cavalry", "chariot", "monster", "infantry"}) {
            choose(d, "assailant-troop-type", assailant);
            type(d, "assailant-models", "8");
            type(d, "assailant-unit-strength", "24");
            audit(d);
        }
        d.battlefield.pieces[0].footprint = bb::geo::rectangle(8, 5);  // over the 6" x 6" the rules assume
        audit(d);
        d.set("building", "agreement", 1);  // agreed: impassable terrain
        audit(d);
    }
    for (const char* key : {"status", "advice", "agreement", "shooters-per-floor", "occupant-note", "shooters",
                            "shooting-note", "shot-at-note", "assault-note", "occupant-fights", "occupant-side",
                            "assailant-side", "lost", "lost:2", "outcomes", "outcomes:2"})
        CHECK_MESSAGE(audited.count(key), key);
}
