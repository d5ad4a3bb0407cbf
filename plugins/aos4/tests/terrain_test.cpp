// aos4 terrain: rules sections per edition, size classes, and the Citadel Terrain List, pinned to the seed.
#include "aos4_fixture.hpp"
#include "battleboard/geometry/queries.hpp"
#include "battleboard/plugin/match_operations.hpp"

#include <set>

using namespace bb;
using aos4_test::describe_aos4;

namespace {

const std::string kUpdate = "bpr-2025-06";
const std::string kHandbook = "gh-2024-25";

double property(const sys::CatalogueEntry& e, const std::string& key) {
    const auto* p = e.find_property(key);
    REQUIRE_MESSAGE((p != nullptr), e.id << " lacks " << key);
    return p->value;
}

plugin::SizeClass size_of(plugin::PluginClient& client, const geo::Polygon& footprint) {
    auto reply = client.request(plugin::kSizeClass, footprint);
    REQUIRE(reply.ok());
    return *reply;
}

// The rule itself, written with core geometry: small fits 7" x 7", medium 7" x 12", the rest is large.
int expected_size(const geo::Polygon& footprint) {
    if (geo::fits_in_rectangle(footprint, 7, 7)) return 1;
    return geo::fits_in_rectangle(footprint, 7, 12) ? 2 : 3;
}

}  // namespace

TEST_CASE("aos4 terrain rules exist in both editions, with behind and faction terrain changed in June 2025") {
    const auto d = describe_aos4();
    for (const auto* id : {"wholly-on-and-behind", "terrain-sizes", "terrain-types", "charging-units-on-terrain",
                           "scenery-pieces", "citadel-terrain-list", "faction-terrain-rules"}) {
        CHECK_MESSAGE((d.find_rules(id, kUpdate) != nullptr), id);
        CHECK_MESSAGE((d.find_rules(id, kHandbook) != nullptr), id);
    }
    const auto* behind_2024 = d.find_rules("wholly-on-and-behind", kHandbook);
    const auto* behind_2025 = d.find_rules("wholly-on-and-behind", kUpdate);
    CHECK(behind_2024->text != behind_2025->text);
    CHECK(behind_2024->text.find("combat range") != std::string::npos);
    CHECK(behind_2025->text.find("nearest point of that model's base") != std::string::npos);
    // June 2025: faction terrain is demolished rather than destroyed and never contests objectives.
    CHECK(d.find_rules("faction-terrain-rules", kUpdate)->text.find("demolished") != std::string::npos);
    CHECK(d.find_rules("faction-terrain-rules", kHandbook)->text.find("demolished") == std::string::npos);
    CHECK(d.find_rules("charging-units-on-terrain", kUpdate)->text.find("1/2\"") != std::string::npos);
    const auto* sizes = d.find_rules("terrain-sizes", kUpdate);
    CHECK(sizes->text.find("7\" x 7\"") != std::string::npos);
    CHECK(sizes->text.find("7\" x 12\"") != std::string::npos);
}

TEST_CASE("aos4 rules section ids are unique within each edition") {
    const auto d = describe_aos4();
    for (const auto& edition : d.editions) {
        std::set<std::string> ids;
        for (const auto& r : d.rules)
            if (sys::applies_to(r.editions, edition.id)) CHECK_MESSAGE(ids.insert(r.id).second, r.id);
    }
}

TEST_CASE("aos4 size-class: small fits 7x7, medium 7x12, large is bigger, at any angle") {
    auto client = aos4_test::connect_aos4();
    CHECK(size_of(client, geo::rectangle(7, 7)).name == "small");
    CHECK(size_of(client, geo::rectangle(7, 7)).rank == 1);
    CHECK(size_of(client, geo::rectangle(7.01, 7)).name == "medium");
    CHECK(size_of(client, geo::rectangle(12, 7)).name == "medium");
    CHECK(size_of(client, geo::rectangle(7, 12)).rank == 2);
    CHECK(size_of(client, geo::rectangle(12.01, 7)).name == "large");
    CHECK(size_of(client, geo::rectangle(7.01, 8)).rank == 3);
    // A 6" square turned 45 degrees still fits 7" x 7" once turned back.
    CHECK(size_of(client, geo::placed(geo::rectangle(6, 6), {}, 45)).name == "small");
    CHECK_FALSE(client.request(plugin::kSizeClass, geo::Polygon{{{0, 0}, {1, 1}}}).ok());
}

TEST_CASE("aos4 catalogue holds all 60 Citadel Terrain List entries in each edition") {
    const auto d = describe_aos4();
    for (const auto* edition : {&kUpdate, &kHandbook}) {
        std::set<std::string> ids;
        int listed = 0;
        for (const auto* e : d.catalogue_for(*edition)) {
            CHECK_MESSAGE(ids.insert(e->id).second, e->id);
            if (e->find_property("size-min")) ++listed;
        }
        CHECK(listed == 60);
    }
    // Rows as printed: type, scenery pieces, sizes.
    struct Row {
        const char* id;
        const char* category;
        int pieces_min, pieces_max, size_min, size_max;
    };
    for (const Row& row :
         {Row{"arcane-ruins", "Obstacle", 1, 3, 1, 3}, Row{"azyrite-ruins", "Obstacle", 2, 2, 1, 3},
          Row{"bad-moon-loonshrine", "Faction Terrain", 1, 1, 2, 2},
          Row{"bone-tithe-nexus", "Faction Terrain", 1, 1, 3, 3},
          Row{"chaos-dreadhold-helfort", "Area Terrain", 1, 1, 1, 1},
          Row{"cleansing-aqualith", "Place of Power", 1, 1, 2, 2},
          Row{"deathknell-watch", "Obscuring Terrain", 1, 1, 2, 2},
          Row{"dominion-of-sigmar-timeworn-ruins-ruins", "Obstacle", 1, 3, 1, 1},
          Row{"dominion-of-sigmar-timeworn-ruins-statue-of-sigmar", "Obstacle", 1, 1, 1, 1},
          Row{"gloomtide-shipwreck", "Faction Terrain", 1, 2, 1, 1},
          Row{"realmscape-megadroth-remains", "Obstacle", 1, 2, 1, 1}, Row{"ruined-domicile", "Obstacle", 1, 2, 2, 3},
          Row{"sigmarite-dais", "Place of Power", 1, 1, 3, 3}, Row{"warscryer-citadel", "Place of Power", 1, 1, 3, 3},
          Row{"wyldwood", "Obscuring Terrain", 1, 3, 1, 3}}) {
        const auto* e = d.find_entry(row.id, kUpdate);
        REQUIRE_MESSAGE((e != nullptr), row.id);
        CHECK(e->category == row.category);
        CHECK(property(*e, "scenery-pieces-min") == row.pieces_min);
        CHECK(property(*e, "scenery-pieces-max") == row.pieces_max);
        CHECK(property(*e, "size-min") == row.size_min);
        CHECK(property(*e, "size-max") == row.size_max);
    }
    CHECK(d.find_entry("dominion-of-sigmar-hallowed-stormthrone", kUpdate)->name ==
          "Dominion of Sigmar: Hallowed Stormthrone");
}

TEST_CASE("aos4 Citadel entries take their type's abilities in each edition") {
    const auto d = describe_aos4();
    for (const auto* edition : {&kUpdate, &kHandbook})
        for (const auto* e : d.catalogue_for(*edition)) {
            const auto* type = d.find_entry(e->category == "Obstacle"            ? "obstacle"
                                            : e->category == "Obscuring Terrain" ? "obscuring-terrain"
                                            : e->category == "Area Terrain"      ? "area-terrain"
                                            : e->category == "Place of Power"    ? "place-of-power"
                                                                                 : "faction-terrain",
                                            *edition);
            REQUIRE((type != nullptr));
            CHECK_MESSAGE(e->abilities == type->abilities, e->id);
        }
    // Area Terrain gained Obscuring in June 2025; the Enduring Stormvault follows it.
    CHECK(d.find_entry("enduring-stormvault", kHandbook)->abilities == std::vector<std::string>{"cover"});
    CHECK(d.find_entry("enduring-stormvault", kUpdate)->abilities == std::vector<std::string>{"cover", "obscuring"});
    CHECK(d.find_entry("nexus-syphon", kUpdate)->abilities.size() == 4);
    CHECK(d.find_entry("herdstone", kUpdate)->abilities.empty());
}

TEST_CASE("aos4 default footprints have a size the list allows, and every entry says which") {
    const auto d = describe_aos4();
    for (const auto& e : d.catalogue) {
        const int size = expected_size(e.footprint);
        CHECK_MESSAGE(property(e, "size") == size, e.id);
        if (e.find_property("size-min")) {
            CHECK_MESSAGE(size >= property(e, "size-min"), e.id);
            CHECK_MESSAGE(size <= property(e, "size-max"), e.id);
        }
    }
    // One placeholder of each size, measured independently.
    CHECK(property(*d.find_entry("guardian-idol", kUpdate), "size") == 1);
    CHECK(property(*d.find_entry("ophidian-archway", kUpdate), "size") == 2);
    CHECK(property(*d.find_entry("fortified-manor", kUpdate), "size") == 3);
}
