// The wh40k7 rules audit: every rule the plugin states (each piece of battlefield debris, the buildings and their
// upgrades, the obstacle and Battlement & Battlefield lists, the Building Damage Table, and the panels' rule texts)
// names the paragraph of Battlefield Terrain and Fortifications (seed 003_) it restates and words of that
// paragraph; a piece carries a rule only from its own paragraph or its kind's; and the numbers the plugin prices,
// checks and judges sight with are the ones the seed prints.
#include "battleboard/layout/piece_from_entry.hpp"
#include "battleboard/plugin/operations.hpp"
#include "battleboard/rules/sight.hpp"
#include "support/panel_driver.hpp"
#include "support/plugin_sources.hpp"
#include "support/source_words.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <map>
#include <sstream>

namespace {

namespace panel = bb::plugin::panel;
using bb::testing::AuditScope;
using bb::testing::SourceSections;

constexpr const char* kEdition = "7th";
constexpr const char* kBuildingUpgrades[] = {"Ammo Store",           "Booby Traps",  "Escape Hatch",
                                             "Magos Machine Spirit", "Searchlights", "Void Shield"};

const SourceSections& source() {
    static const SourceSections sections = bb::testing::plugin_sources("wh40k7");
    return sections;
}

const bb::sys::SystemDescription& described() {
    static const auto d = bb::testing::describe_plugin("wh40k7");
    return d;
}

// Each kind of piece and the paragraphs that speak of it: battlefield debris its heading's, and the obstacle and
// Battlement & Battlefield lists (both sell battlefield debris, priced per piece); a building the BUILDINGS heading
// with its upgrades (printed under it), the Battlement & Battlefield paragraph (battlements are a building's) and
// the Building Damage Table; any fortification the paragraphs that say what a fortification may buy.
AuditScope scope() {
    AuditScope s;
    for (const char* section : {"Battlefield Debris and Terrain", "Obstacles", "Battlements & Battlefield"})
        s.category_sections.insert({"Battlefield Debris", section});
    for (const char* section : {"Buildings", "Multiple Part Buildings and Upgrades", "Battlements & Battlefield",
                                "Updated Building Damage Table"})
        s.category_sections.insert({"Building", section});
    for (const char* upgrade : kBuildingUpgrades) s.category_sections.insert({"Building", upgrade});
    for (const char* section : {"Buildings", "Obstacles", "Battlements & Battlefield"})
        s.category_sections.insert({"Fortification", section});
    return s;
}

const bb::testing::SourceOutline& outline() {
    static const bb::testing::SourceOutline parsed = [] {
        std::ifstream file(std::string(BB_PLUGIN_SOURCE_DIR) + "/wh40k7/tests/source_outline.txt");
        std::stringstream text;
        text << file.rdbuf();
        auto read = bb::testing::parse_outline(text.str());
        REQUIRE_MESSAGE(read.ok(), read.error().message);
        return *read;
    }();
    return parsed;
}

bool says(const std::string& section, const std::string& phrase) {
    const bool found = source().says(section, phrase);
    if (!found) MESSAGE("not in " << section << ": " << phrase);
    return found;
}

std::string n(double value) {
    char text[16];
    std::snprintf(text, sizeof text, "%g", value);
    return text;
}

bool has_word(const std::string& phrase, const std::string& word) {
    const auto words = bb::testing::words_of(phrase);
    return std::find(words.begin(), words.end(), word) != words.end();
}

const bb::sys::CatalogueEntry& entry(const std::string& id) {
    const auto* e = described().find_entry(id, kEdition);
    REQUIRE_MESSAGE(e != nullptr, id);
    return *e;
}

}  // namespace

TEST_CASE("wh40k7 audit: every piece, ability, property, table and rules section names the seed words it restates") {
    bb::testing::check_audit(bb::testing::audit_description(described(), source(), scope()));
}

TEST_CASE("wh40k7 audit: each piece of battlefield debris restates its own paragraph, and the seed lists all 18") {
    std::size_t debris = 0;
    for (const auto& e : described().catalogue) {
        if (e.category != "Battlefield Debris") continue;
        ++debris;
        CAPTURE(e.id);
        CHECK(e.source.section == e.name);  // its paragraph opens with the piece's name
        for (const auto& property : e.properties)
            if (property.source.section != "Obstacles" && property.source.section != "Battlements & Battlefield")
                CHECK(property.source.section == e.name);
    }
    CHECK(debris == 18);
    std::size_t sections = 0;
    for (const auto& e : described().catalogue) sections += source().has(e.name) ? 1 : 0;
    CHECK(sections == 18);
}

TEST_CASE("wh40k7 audit: every number a piece lists is the number its source phrase prints") {
    // Slots are printed in words; a building's battlements are the player's to set (Battleboard's default).
    const std::map<double, std::vector<std::string>> in_words = {{1, {"single"}}, {2, {"two"}}, {3, {"three"}}};
    for (const auto& e : described().catalogue)
        for (const auto& property : e.properties) {
            CAPTURE(e.id + " " + property.key);
            if (property.key == "battlements") {
                CHECK(says(property.source.section, "if it is a building with battlements"));
                CHECK(property.value == (e.category == "Building" ? 1 : 0));
                continue;
            }
            if (property.key == "upgrade-slots" && property.value == 0) {
                CHECK(says(property.source.section, "purchased for fortifications that are buildings"));
                continue;
            }
            bool printed = has_word(property.source.phrase, n(property.value));
            if (property.key == "upgrade-slots")
                for (const auto& word : in_words.at(property.value))
                    printed = printed || has_word(property.source.phrase, word);
            CHECK(printed);
        }
}

TEST_CASE("wh40k7 audit: a price from the fortifications' lists names the piece it is on") {
    std::map<std::string, std::vector<std::string>> priced;  // section -> pieces priced from it
    for (const auto& e : described().catalogue)
        for (const auto& property : e.properties) {
            const auto& ref = property.source;
            if (ref.section != "Obstacles" && ref.section != "Battlements & Battlefield") continue;
            if (property.key == "battlements") continue;  // whether a building has them, not a price
            CAPTURE(e.id + " " + property.key);
            CHECK(property.unit == "pts");
            // The list line opens with the piece's name ("Barricades" for barricades and walls).
            CHECK(bb::testing::words_of(ref.phrase).front() == bb::testing::words_of(e.name).front());
            CHECK(has_word(ref.phrase, "pts"));
            priced[ref.section].push_back(e.id);
        }
    CHECK(priced["Obstacles"] == std::vector<std::string>{"barricades-and-walls", "tanglewire", "tank-traps"});
    CHECK(priced["Battlements & Battlefield"] ==
          std::vector<std::string>{"ammunition-dump", "comms-relay", "gun-emplacement", "gun-emplacement"});
    // Each building upgrade is priced and ruled by its own paragraph.
    for (const char* id : {"building-small", "building-medium", "building-large"})
        for (const auto& property : entry(id).properties) {
            if (!property.key.starts_with("building-upgrade:")) continue;
            CAPTURE(property.key);
            const auto* rules = described().find_ability(property.key.substr(17), kEdition);
            REQUIRE((rules != nullptr));
            CHECK(property.source.section == rules->name);
            CHECK(rules->source.section == rules->name);
            CHECK(says(rules->name, rules->name + " " + n(property.value) + " pts"));
        }
    CHECK(described().abilities.size() == 7);  // the six upgrades and fighting across a barricade
}

TEST_CASE("wh40k7 audit: the Building Damage Table's results are the seed's, range by range") {
    // The lowest and highest total each result covers across the four modifier tables.
    std::map<std::string, std::pair<int, int>> ranges;
    int lowest = 99, highest = -99;
    for (const auto& table : described().tables) {
        if (!table.id.starts_with("building-damage")) continue;
        CAPTURE(table.id);
        CHECK(table.source.section == "Updated Building Damage Table");
        lowest = std::min(lowest, table.dice.lowest());
        highest = std::max(highest, table.dice.highest());
        for (const auto& row : table.rows) {
            auto [at, fresh] = ranges.try_emplace(row.result, row.from, row.to);
            at->second = {std::min(at->second.first, row.from), std::max(at->second.second, row.to)};
        }
    }
    REQUIRE(ranges.size() == 7);
    for (const auto& [result, range] : ranges) {
        CAPTURE(result);
        // The bottom result is printed "0-1", the top one "7+": each opens its own paragraph.
        const std::string printed = range.first == lowest     ? n(range.first) + "-" + n(range.second)
                                    : range.second == highest ? n(range.first) + "+"
                                                              : n(range.first);
        CHECK(range.first <= range.second);
        // The outline cuts the section at the line that opens with these words (checked against the seed).
        const auto heading = std::find_if(outline().headings.begin(), outline().headings.end(),
                                          [&](const auto& h) { return h.name == result; });
        REQUIRE(heading != outline().headings.end());
        CHECK(heading->words == bb::testing::words_of(printed + " " + result));
    }
    CHECK(lowest == 0);
    CHECK(highest == 8);
    const auto* armour = described().find_table("building-armour-loss");
    CHECK(armour->dice.text() == "D3");
    CHECK(says(armour->source.section, "reduced by D3"));
}

TEST_CASE("wh40k7 audit: a rule attached to a piece whose paragraph does not give it is caught") {
    auto d = described();
    auto& wire =
        *std::find_if(d.catalogue.begin(), d.catalogue.end(), [](const auto& e) { return e.id == "tanglewire"; });
    wire.abilities.push_back("fight-across");  // the barricades' rule
    auto problems = bb::testing::audit_description(d, source(), scope());
    REQUIRE(problems.size() == 1);
    CHECK(problems[0].find("piece tanglewire: fight-across comes from another section") != std::string::npos);
    // A reason quoted from the piece's own paragraph that is not there is caught too.
    wire.attached_because.push_back({"fight-across", {"Tanglewire", "treated as being in base contact"}});
    problems = bb::testing::audit_description(d, source(), scope());
    REQUIRE(problems.size() == 1);
    CHECK(problems[0].find("is not in Tanglewire") != std::string::npos);
    // So is a rule with no source, and a price quoted from another piece's paragraph.
    wire.abilities.pop_back();
    wire.attached_because.pop_back();
    const auto kept = d.abilities[0].source;
    d.abilities[0].source = {};
    problems = bb::testing::audit_description(d, source(), scope());
    REQUIRE(!problems.empty());
    CHECK(problems[0] == "ability " + d.abilities[0].id + ": names no source section");
    d.abilities[0].source = kept;
    wire.properties.push_back({"cover-save", "Cover save", 4, "+", {"Tank Traps", "behind tank traps has a 4+"}});
    problems = bb::testing::audit_description(d, source(), scope());
    REQUIRE(problems.size() == 1);
    CHECK(problems[0].find("comes from Tank Traps, neither the piece's section nor its category's") !=
          std::string::npos);
}

TEST_CASE("wh40k7 audit: cover in the sight verdict follows each paragraph: within the piece, or behind it") {
    auto client = bb::testing::connect_plugin("wh40k7");
    auto ask = [&](const std::string& id, bb::geo::Vec2 target) {
        bb::rules::SightQuestion q;
        q.battlefield.system_id = "wh40k7";
        q.battlefield.add_piece(bb::testing::place(id, bb::geo::rectangle(6, 6), {30, 22}, entry(id).name));
        q.observer.position = {10, 22};
        q.target.position = target;
        auto answer = client.request(bb::plugin::kSight, q);
        REQUIRE(answer.ok());
        return *answer;
    };
    std::size_t within = 0, behind = 0;
    for (const auto& e : described().catalogue) {
        const auto* save = e.find_property("cover-save");
        if (!save) continue;
        CAPTURE(e.id);
        const std::string cover = n(save->value) + "+ cover save";
        // The target past the piece (x 27-33), every line between the bases over it.
        const auto past = ask(e.id, {40, 22});
        if (source().says(e.name, "in cover behind")) {
            ++behind;
            CHECK(past.in_cover);
            CHECK(past.cover.starts_with(cover));
        } else {
            ++within;
            CHECK_FALSE(past.in_cover);  // its paragraph gives the save only to models within it
            const auto inside = ask(e.id, {30, 22});
            CHECK(inside.in_cover);
            CHECK(inside.cover.starts_with(cover));
        }
    }
    CHECK(within == 3);  // forest, impact crater, trench lines
    CHECK(behind == 13);
}

TEST_CASE("wh40k7 audit: the panels' rule texts name the paragraphs they restate") {
    auto fortress = [] {
        bb::testing::PanelDriver d("wh40k7", kEdition);
        d.battlefield.width = 72;
        d.battlefield.depth = 48;
        d.selected = d.battlefield.add_piece(bb::layout::piece_from_entry(entry("building-medium"), {36, 24})).id;
        return d;
    };
    auto act = [](bb::testing::PanelDriver& d, const std::string& panel_key, const std::string& control,
                  std::vector<std::string> chosen, std::vector<bb::model::RollRecord> rolls = {}) {
        panel::Action a;
        a.panel_key = panel_key;
        a.control_key = control;
        a.chosen = std::move(chosen);
        a.rolls = std::move(rolls);
        d.act(a);
    };
    // A building with every upgrade it can hold, an obstacle and a gun emplacement.
    auto d = fortress();
    const auto building = *d.selected;
    act(d, "fortification", "upgrades", {"void-shield", "escape-hatch"});
    d.set("fortification", "add-section:tank-traps", 0);
    act(d, "fortification", "battlement", {"gun-emplacement:quad-gun"});
    std::vector<std::string> keys = {"slots",    "upgrades",    "rules:void-shield", "rules:escape-hatch",
                                     "sections", "battlements", "battlement",        "roll",
                                     "when",     "void-shield", "void-shield-when"};
    for (const auto& o : {"tanglewire", "barricades-and-walls", "tank-traps"})
        keys.push_back("add-section:" + std::string(o));
    bb::testing::check_audit(bb::testing::audit_panels(d.panels().panels, keys, source()));
    for (const auto& piece : d.battlefield.pieces) {
        if (piece.id == building) continue;
        d.selected = piece.id;
        const bool gun = piece.catalogue_id == "gun-emplacement";
        bb::testing::check_audit(bb::testing::audit_panels(
            d.panels().panels, gun ? std::vector<std::string>{"owner", "weapon"} : std::vector<std::string>{"owner"},
            source()));
    }
    // Every result's effect, and what a destroyed building's panel says.
    for (int total = 1; total <= 7; ++total) {
        CAPTURE(total);
        auto b = fortress();
        const char* table = total == 7 ? "building-damage-plus-1" : "building-damage";
        std::vector<bb::model::RollRecord> rolls = {{table, {total == 7 ? 6 : total}, total}};
        if (total == 5) rolls.push_back({"building-armour-loss", {1}, 1});
        act(b, "damage", "roll", {}, rolls);
        std::vector<std::string> shown = {"effect"};
        if (total >= 6) shown.push_back("destroyed");
        const auto panels = b.panels().panels;
        bb::testing::check_audit(bb::testing::audit_panels(panels, shown, source()));
        // The effect cites the paragraph of the result rolled.
        CHECK(b.control("damage", "effect").source.section == described().find_table(table)->row_for(total)->result);
    }
}
