// The real built wfb8 plugin's data, pinned to the Battlefield Terrain chapter of the 8th edition rulebook.
#include "support/real_plugin.hpp"

#include "battleboard/rules/roll.hpp"

#include <map>
#include <set>
#include <tuple>

using namespace bb;
using bb::testing::connect_plugin;
using bb::testing::describe_plugin;

namespace {

const std::string kEdition = "wfb8-2010";

const std::set<std::string> kCategoryPieces = {
    "impassable-terrain", "dangerous-terrain",  "hill", "forest", "river", "marshland", "obstacle", "mystical-monument",
    "building",           "arcane-architecture"};

const sys::CatalogueEntry& entry(const sys::SystemDescription& d, const std::string& id) {
    const auto* e = d.find_entry(id, kEdition);
    REQUIRE_MESSAGE((e != nullptr), id);
    return *e;
}

double property(const sys::SystemDescription& d, const std::string& id, const std::string& key) {
    const auto* p = entry(d, id).find_property(key);
    REQUIRE_MESSAGE((p != nullptr), (id + " has no " + key));
    return p->value;
}

using Row = std::tuple<int, int, std::string>;

const sys::DiceTable& table(const sys::SystemDescription& d, const std::string& id) {
    const auto* t = d.find_table(id);
    REQUIRE_MESSAGE((t != nullptr), id);
    return *t;
}

std::vector<Row> rows(const sys::DiceTable& t) {
    std::vector<Row> out;
    for (const auto& r : t.rows) out.emplace_back(r.from, r.to, r.result);
    return out;
}

std::string chain(const sys::DiceTable& t, int total) { return t.row_for(total)->next_table; }

}  // namespace

TEST_CASE("wfb8 names itself and its one rules text") {
    const auto d = describe_plugin("wfb8");
    CHECK(d.id == "wfb8");
    CHECK(d.name == "Warhammer Fantasy Battle 8th edition");
    REQUIRE(d.editions.size() == 1);
    CHECK(d.editions[0].id == kEdition);
    REQUIRE(d.board_sizes.size() == 1);
    CHECK(d.board_sizes[0].width == 72);
    CHECK(d.board_sizes[0].depth == 48);
}

TEST_CASE("wfb8 catalogues all 40 named examples, each under its category") {
    const auto d = describe_plugin("wfb8");
    const std::map<std::string, std::set<std::string>> expected = {
        {"Hill", {"Anvil of Vaul", "Scree Slope", "Temple of Skulls"}},
        {"Forest", {"Ancient Forest", "Abyssal Wood", "Blood Forest", "Fungus Forest", "Venom Thicket", "Wildwood"}},
        {"River", {"Boiling Flood", "Necrotic Ooze", "Raging Torrent", "River of Blood", "River of Light"}},
        {"Marshland", {"Earthblood Mere", "Khemrian Quicksand", "Mist-Wreathed Swamp"}},
        {"Obstacle", {"Blazing Barricade", "Blessed Bulwark", "Fences and Hedges", "Ghost Fence", "Walls"}},
        {"Mystical Monument",
         {"Altar of Khaine", "Arcane Ruins", "Bane Stone", "Charnel Pit", "Elven Waystone",
          "Idol of Gork (or possibly Mork)", "Magic Circle", "Sinister Statue", "Sorcerous Portal", "Wyrding Well"}},
        {"Arcane Architecture",
         {"Acropolis of Heroes", "Dwarf Brewhouse", "Grail Chapel", "Haunted Mansion", "Nehekharan Sphynx",
          "Sigmarite Shrine", "Tower of Blood", "Wizard's Tower"}},
    };
    std::map<std::string, std::set<std::string>> named;
    std::size_t count = 0;
    for (const auto& e : d.catalogue) {
        if (kCategoryPieces.count(e.id)) continue;
        named[e.category].insert(e.name);
        ++count;
        // Who it affects, when it triggers, and what it does.
        CHECK_MESSAGE(e.text.find("Who: ") == 0, e.id);
        CHECK_MESSAGE(e.text.find("\nWhen: ") != std::string::npos, e.id);
        CHECK_MESSAGE(e.text.find("\nEffect: ") != std::string::npos, e.id);
    }
    CHECK(count == 40);
    CHECK(named == expected);
}

TEST_CASE("wfb8 has a generic piece for every terrain category, with unique ids overall") {
    const auto d = describe_plugin("wfb8");
    std::set<std::string> ids;
    for (const auto& e : d.catalogue) {
        CHECK_MESSAGE(ids.insert(e.id).second, ("duplicate id " + e.id));
        CHECK(e.footprint.points.size() >= 3);
        CHECK(e.levels >= 1);
        std::set<std::string> keys;
        for (const auto& p : e.properties) {
            CHECK_MESSAGE(p.label != p.key, (e.id + " " + p.key + " has no label"));
            CHECK_MESSAGE(keys.insert(p.key).second, (e.id + " has two " + p.key));
        }
        for (const auto& a : e.abilities) CHECK_MESSAGE((d.find_ability(a, kEdition) != nullptr), (e.id + " " + a));
    }
    for (const auto& id : kCategoryPieces) CHECK(ids.count(id) == 1);
    CHECK(d.catalogue.size() == kCategoryPieces.size() + 40);
}

TEST_CASE("wfb8 Line of Sight values") {
    const auto d = describe_plugin("wfb8");
    CHECK(property(d, "impassable-terrain", "los-value") == 5);
    CHECK(property(d, "forest", "los-value") == 5);
    CHECK(property(d, "obstacle", "los-value") == 0);
    CHECK(property(d, "mystical-monument", "los-value") == 5);
    CHECK(property(d, "hill", "los-value-per-level") == 2);
    CHECK(property(d, "hill", "model-los-bonus-per-level") == 2);
    CHECK(property(d, "building", "los-value-per-level") == 5);
    CHECK(property(d, "building", "model-los-bonus-per-upper-floor") == 5);
    CHECK(property(d, "arcane-architecture", "los-value-per-level") == 5);
    // Named examples keep their category's values.
    CHECK(property(d, "temple-of-skulls", "los-value-per-level") == 2);
    CHECK(property(d, "wildwood", "los-value") == 5);
    CHECK(property(d, "walls", "los-value") == 0);
    CHECK(property(d, "sorcerous-portal", "los-value") == 5);
    CHECK(property(d, "wizards-tower", "los-value-per-level") == 5);
    // Rivers and marshland are open terrain for Line of Sight: no value of their own.
    CHECK(entry(d, "river").find_property("los-value") == nullptr);
    CHECK(entry(d, "marshland").find_property("los-value") == nullptr);
}

TEST_CASE("wfb8 movement, dangerous terrain and combat numbers") {
    const auto d = describe_plugin("wfb8");
    CHECK(property(d, "dangerous-terrain", "dangerous-fails-on") == 1);
    CHECK(property(d, "marshland", "movement-modifier") == -1);
    CHECK(property(d, "marshland", "dangerous-fails-on") == 1);
    CHECK(property(d, "marshland", "dangerous-fails-on-mounted") == 2);
    CHECK(property(d, "khemrian-quicksand", "dangerous-fails-on-mounted") == 2);
    CHECK(property(d, "raging-torrent", "dangerous-fails-on") == 2);
    // The scree slope's own section gives no number: its test is the ordinary one, on its table.
    CHECK(entry(d, "scree-slope").find_property("dangerous-fails-on") == nullptr);
    CHECK(entry(d, "scree-slope").tables.front() == "dangerous-terrain");
    CHECK(property(d, "forest", "forest-depth") == 5);
    CHECK(property(d, "hill", "uphill-charge-combat-result") == 1);
    CHECK(property(d, "ancient-forest", "movement-modifier") == -1);
    CHECK(property(d, "abyssal-wood", "leadership-modifier") == -1);
    CHECK(property(d, "fences-and-hedges", "charging-to-hit-modifier") == -1);
    CHECK(property(d, "walls", "charging-to-hit-modifier") == -1);
    CHECK(property(d, "blessed-bulwark", "charging-to-hit-modifier") == -1);
    CHECK(entry(d, "ghost-fence").find_property("charging-to-hit-modifier") == nullptr);
    CHECK(entry(d, "blazing-barricade").find_property("charging-to-hit-modifier") == nullptr);
    CHECK(property(d, "blazing-barricade", "hit-strength") == 4);
    CHECK(property(d, "boiling-flood", "hit-strength") == 4);
    CHECK(property(d, "blood-forest", "hit-strength") == 4);
    CHECK(property(d, "wildwood", "hit-strength") == 4);
    CHECK(property(d, "wildwood", "hits-on") == 4);
    CHECK(property(d, "sinister-statue", "hit-strength") == 4);
    CHECK(property(d, "haunted-mansion", "hit-strength") == 1);
    CHECK(property(d, "earthblood-mere", "regeneration") == 6);
    CHECK(property(d, "charnel-pit", "regeneration") == 6);
    CHECK(property(d, "charnel-pit", "leadership-modifier") == -1);
    CHECK(property(d, "grail-chapel", "regeneration") == 6);
    CHECK(property(d, "bane-stone", "to-wound-modifier") == 1);
    CHECK(property(d, "magic-circle", "magic-resistance") == 2);
    CHECK(property(d, "elven-waystone", "channel-modifier") == 1);
    CHECK(property(d, "altar-of-khaine", "frenzied-attacks-bonus") == 2);
    CHECK(property(d, "dwarf-brewhouse", "leave-range-leadership-modifier") == -3);
    CHECK(property(d, "acropolis-of-heroes", "garrison-to-hit-modifier") == 1);
}

TEST_CASE("wfb8 cover types of the named obstacles") {
    const auto d = describe_plugin("wfb8");
    auto has = [&](const std::string& id, const std::string& ability) {
        const auto& a = entry(d, id).abilities;
        return std::find(a.begin(), a.end(), ability) != a.end();
    };
    CHECK(has("blazing-barricade", "soft-cover"));
    CHECK(has("blessed-bulwark", "hard-cover"));
    CHECK(has("fences-and-hedges", "soft-cover"));
    CHECK(has("ghost-fence", "soft-cover"));
    CHECK(has("walls", "hard-cover"));
    CHECK_FALSE(has("walls", "soft-cover"));
}

TEST_CASE("wfb8 aura radii") {
    const auto d = describe_plugin("wfb8");
    const std::map<std::string, double> radius = {
        {"anvil-of-vaul", 6},   {"altar-of-khaine", 6}, {"arcane-ruins", 6},        {"bane-stone", 6},
        {"charnel-pit", 6},     {"elven-waystone", 6},  {"idol-of-gork", 6},        {"magic-circle", 6},
        {"sinister-statue", 6}, {"wyrding-well", 3},    {"acropolis-of-heroes", 6}, {"dwarf-brewhouse", 6},
        {"grail-chapel", 6},    {"haunted-mansion", 6}, {"nehekharan-sphynx", 6},   {"sigmarite-shrine", 6},
        {"tower-of-blood", 6},  {"wizards-tower", 3},
    };
    for (const auto& [id, inches] : radius) {
        CHECK_MESSAGE(property(d, id, "aura-radius") == inches, id);
        CHECK_MESSAGE(entry(d, id).find_property("aura-radius")->unit == "\"", id);
    }
    // The Sorcerous Portal's spell targets the closest unit whatever the range: it has no range of effect.
    CHECK(entry(d, "sorcerous-portal").find_property("aura-radius") == nullptr);
}

TEST_CASE("wfb8 building numbers: five per floor, 6\" multipart, Unit Strength 10 assault party") {
    const auto d = describe_plugin("wfb8");
    for (const std::string id : {"building", "arcane-architecture", "haunted-mansion", "wizards-tower"}) {
        CHECK(property(d, id, "shooters-per-floor") == 5);
        CHECK(property(d, id, "multipart-over") == 6);
        CHECK(property(d, id, "assault-party-unit-strength") == 10);
        CHECK(property(d, id, "assault-withdraw-distance") == 1);
        CHECK(property(d, id, "exit-distance") == 1);
    }
    // The default building sits under the 6" x 6" the rules assume.
    const auto box = geo::bounds(entry(d, "building").footprint);
    CHECK(box.width() < 6);
    CHECK(box.depth() < 6);
}

TEST_CASE("every wfb8 table covers every roll exactly once and is reachable from a piece") {
    const auto d = describe_plugin("wfb8");
    std::set<std::string> reachable;
    for (const auto& e : d.catalogue)
        for (const auto& t : e.tables) {
            CHECK_MESSAGE((d.find_table(t) != nullptr), (e.id + " rolls on missing table " + t));
            reachable.insert(t);
        }
    for (const auto& t : d.tables)
        for (const auto& r : t.rows)
            if (!r.next_table.empty()) {
                CHECK_MESSAGE((d.find_table(r.next_table) != nullptr), (t.id + " leads to missing " + r.next_table));
                reachable.insert(r.next_table);
            }
    std::set<std::string> ids;
    for (const auto& t : d.tables) {
        CHECK_MESSAGE(ids.insert(t.id).second, ("duplicate table " + t.id));
        CHECK_MESSAGE(t.covers_every_roll_once(), t.id);
        CHECK_MESSAGE(reachable.count(t.id) == 1, (t.id + " is never rolled"));
    }
    CHECK(d.tables.size() == 18);
}

TEST_CASE("wfb8 Sorcerous Portal: 2D6 spell table") {
    const auto d = describe_plugin("wfb8");
    const auto& t = table(d, "sorcerous-portal");
    CHECK(t.dice.text() == "2D6");
    CHECK(rows(t) == std::vector<Row>{{2, 4, "Soulblight (Lore of Death)"},
                                      {5, 6, "Wyssan's Wildform (Lore of Beasts)"},
                                      {7, 7, "Plague of Rust (Lore of Metal)"},
                                      {8, 9, "The Speed of Light (Lore of Light)"},
                                      {10, 12, "Fireball (Lore of Fire)"}});
    CHECK(entry(d, "sorcerous-portal").tables.front() == "sorcerous-portal");
}

TEST_CASE("wfb8 Wyrding Well: D6 table, Ailments Banished rolls 2D6 wounds' worth") {
    const auto d = describe_plugin("wfb8");
    const auto& t = table(d, "wyrding-well");
    CHECK(t.dice.text() == "D6");
    CHECK(rows(t) ==
          std::vector<Row>{{1, 1, "Magical Poisoning"}, {2, 4, "Ailments Banished"}, {5, 6, "The Gift of Oblivion"}});
    CHECK(chain(t, 3) == "wyrding-well-regrowth");
    CHECK(chain(t, 1).empty());
    CHECK(chain(t, 6).empty());
    const auto& regrowth = table(d, "wyrding-well-regrowth");
    CHECK(regrowth.dice.text() == "2D6");
    CHECK(regrowth.rows.front().result == "2 wounds' worth of models");
    CHECK(regrowth.rows.back().result == "12 wounds' worth of models");
    CHECK(entry(d, "wyrding-well").tables.front() == "wyrding-well");
}

TEST_CASE("wfb8 Temple of Skulls: a 1 takes the soul, 2-6 adds D3") {
    const auto d = describe_plugin("wfb8");
    const auto& t = table(d, "temple-of-skulls");
    CHECK(rows(t) == std::vector<Row>{{1, 1, "Soul taken"}, {2, 6, "Favoured"}});
    CHECK(chain(t, 2) == "temple-of-skulls-gift");
    const auto& gift = table(d, "temple-of-skulls-gift");
    CHECK(gift.dice.text() == "D3");
    CHECK(rows(gift) == std::vector<Row>{{1, 1, "1 point"}, {2, 2, "2 points"}, {3, 3, "3 points"}});
}

TEST_CASE("wfb8 Sinister Statue and Wildwood: D6 Strength 4 hits on 1-3 and 4+") {
    const auto d = describe_plugin("wfb8");
    const auto& statue = table(d, "sinister-statue");
    CHECK(rows(statue) == std::vector<Row>{{1, 3, "Beams of light"}, {4, 6, "Unnoticed"}});
    CHECK(chain(statue, 3) == "sinister-statue-hits");
    CHECK(chain(statue, 4).empty());
    const auto& wildwood = table(d, "wildwood");
    CHECK(rows(wildwood) == std::vector<Row>{{1, 3, "Spared"}, {4, 6, "The trees strike"}});
    CHECK(chain(wildwood, 4) == "wildwood-hits");
    CHECK(chain(wildwood, 3).empty());
    for (const std::string id : {"sinister-statue-hits", "wildwood-hits"}) {
        const auto& hits = table(d, id);
        CHECK(hits.dice.text() == "D6");
        CHECK(hits.rows.size() == 6);
        CHECK(hits.rows[0].result == "1 Strength 4 hit");
        CHECK(hits.rows[5].result == "6 Strength 4 hits");
    }
}

TEST_CASE("wfb8 Blood Forest: D6 Strength 4 hits, then it walks 2D6 inches") {
    const auto d = describe_plugin("wfb8");
    const auto& hits = table(d, "blood-forest-hits");
    CHECK(hits.dice.text() == "D6");
    CHECK(hits.rows[3].result == "4 Strength 4 hits");
    const auto& walk = table(d, "blood-forest-walk");
    CHECK(walk.dice.text() == "2D6");
    CHECK(walk.rows.front().from == 2);
    CHECK(walk.rows.back().to == 12);
    CHECK(walk.rows[5].result == "7 inches");
    CHECK(entry(d, "blood-forest").tables == std::vector<std::string>{"blood-forest-hits", "blood-forest-walk",
                                                                      "dangerous-terrain", "chariot-dangerous-wounds"});
}

TEST_CASE("wfb8 Nehekharan Sphynx: one of three special rules, at random") {
    const auto d = describe_plugin("wfb8");
    const auto& t = table(d, "nehekharan-sphynx");
    CHECK(rows(t) ==
          std::vector<Row>{{1, 2, "Devastating Charge"}, {3, 4, "Heroic Killing Blow"}, {5, 6, "Loremaster (Death)"}});
    // The rules only say "randomly": the table says its D6 split is a default.
    CHECK(t.when.find("default") != std::string::npos);
}

TEST_CASE("wfb8 Haunted Mansion and Mist-Wreathed Swamp roll D6 counts") {
    const auto d = describe_plugin("wfb8");
    CHECK(table(d, "haunted-mansion-hits").rows[1].result == "2 Strength 1 hits");
    CHECK(table(d, "mist-wreathed-swamp-victims").rows[0].result == "1 Infantry model");
    CHECK(table(d, "mist-wreathed-swamp-victims").rows[5].result == "6 Infantry models");
}

TEST_CASE("wfb8 Dangerous Terrain tests fail on 1, or 1-2 for torrents and riders in marshland") {
    const auto d = describe_plugin("wfb8");
    CHECK(rows(table(d, "dangerous-terrain")) == std::vector<Row>{{1, 1, "Mishap"}, {2, 6, "Safe"}});
    CHECK(rows(table(d, "dangerous-terrain-1-2")) == std::vector<Row>{{1, 2, "Mishap"}, {3, 6, "Safe"}});
    const auto& chariot = table(d, "chariot-dangerous-wounds");
    CHECK(chariot.dice.text() == "D6");
    CHECK(chariot.rows[5].result == "6 Wounds");
    CHECK(table(d, "building-template-hits").rows[2].result == "3 hits");
    CHECK(entry(d, "raging-torrent").tables ==
          std::vector<std::string>{"dangerous-terrain-1-2", "chariot-dangerous-wounds"});
    const auto& marsh = entry(d, "marshland").tables;
    CHECK(std::find(marsh.begin(), marsh.end(), "dangerous-terrain-1-2") != marsh.end());
    // Hills are open ground: no Dangerous Terrain tests for riders.
    CHECK(entry(d, "hill").tables.empty());
}

TEST_CASE("rolling a wfb8 table follows its chain with a seeded engine") {
    const auto d = describe_plugin("wfb8");
    int chained = 0, single = 0;
    for (std::uint32_t seed = 0; seed < 40; ++seed) {
        rules::DiceEngine engine(seed);
        auto steps = rules::roll_table(d, "wildwood", engine);
        REQUIRE(steps.ok());
        if (steps->front().total >= 4) {
            REQUIRE(steps->size() == 2);
            CHECK(steps->at(1).table_id == "wildwood-hits");
            ++chained;
        } else {
            CHECK(steps->size() == 1);
            ++single;
        }
    }
    CHECK(chained > 0);
    CHECK(single > 0);
}

TEST_CASE("wfb8 rules sections: one per category, each rule written once") {
    const auto d = describe_plugin("wfb8");
    for (const std::string id : {"open-ground", "impassable-terrain", "dangerous-terrain", "hills", "forests", "rivers",
                                 "marshland", "obstacles", "mystical-monuments", "buildings", "arcane-architecture"})
        CHECK_MESSAGE((d.find_rules(id, kEdition) != nullptr), id);
    const auto& buildings = d.find_rules("buildings", kEdition)->text;
    for (const std::string rule : {"Five Per Floor", "Who Can Strike", "Only Room for One", "Abandoning a Building",
                                   "Buildings and Magic", "Template Weapons and Buildings",
                                   "Combat Resolution in an Assault", "Buildings and Panic", "Multipart Buildings"})
        CHECK_MESSAGE(buildings.find(rule + ": ") != std::string::npos, rule);
    CHECK(d.find_rules("forests", kEdition)->text.find("more than 5\"") != std::string::npos);
    CHECK(d.find_rules("marshland", kEdition)->text.find("1 or a 2") != std::string::npos);
    CHECK(d.find_ability("riders-and-chariots", kEdition)->text.find("D6 Wounds") != std::string::npos);
    CHECK(d.find_ability("dangerous", kEdition)->text.find("on a 1") != std::string::npos);
}
