// The real built aos4 plugin, opened with dlopen, pinned to the numbers in the General's Handbook seed.
#include "aos4_fixture.hpp"

#include <set>

using namespace bb;
using aos4_test::describe_aos4;

namespace {

std::set<std::string> ability_names(const sys::SystemDescription& d, const std::string& entry,
                                    const std::string& edition) {
    std::set<std::string> names;
    const auto* e = d.find_entry(entry, edition);
    REQUIRE((e != nullptr));
    for (const auto& id : e->abilities) {
        const auto* a = d.find_ability(id, edition);
        REQUIRE((a != nullptr));
        names.insert(a->name);
    }
    return names;
}

}  // namespace

TEST_CASE("aos4 describes itself with both rules editions, newest first") {
    const auto d = describe_aos4();
    CHECK(d.id == "aos4");
    CHECK(d.name == "Age of Sigmar 4th edition");
    REQUIRE(d.editions.size() == 2);
    CHECK(d.editions[0].id == "bpr-2025-06");
    CHECK(d.editions[1].id == "gh-2024-25");
}

TEST_CASE("aos4 battlefield sizes by points") {
    const auto d = describe_aos4();
    REQUIRE(d.board_sizes.size() == 2);
    CHECK(d.board_sizes[0].points == 2000);
    CHECK(d.board_sizes[0].width == 60);
    CHECK(d.board_sizes[0].depth == 44);
    CHECK(d.board_sizes[0].terrain_features == 8);
    CHECK(d.board_sizes[1].points == 1000);
    CHECK(d.board_sizes[1].width == 44);
    CHECK(d.board_sizes[1].depth == 30);
    CHECK(d.board_sizes[1].terrain_features == 4);
}

TEST_CASE("aos4 terrain types carry the handbook's abilities") {
    const auto d = describe_aos4();
    const std::string gh = "gh-2024-25";
    CHECK(ability_names(d, "obstacle", gh) == std::set<std::string>{"Cover", "Unstable"});
    CHECK(ability_names(d, "obscuring-terrain", gh) == std::set<std::string>{"Cover", "Obscuring", "Unstable"});
    CHECK(ability_names(d, "area-terrain", gh) == std::set<std::string>{"Cover"});
    CHECK(ability_names(d, "place-of-power", gh) == std::set<std::string>{"Cover", "Place of Power", "Unstable"});
    CHECK(ability_names(d, "faction-terrain", gh).empty());
}

TEST_CASE("aos4 June 2025 update changes Area Terrain and Places of Power") {
    const auto d = describe_aos4();
    const std::string update = "bpr-2025-06";
    CHECK(ability_names(d, "area-terrain", update) == std::set<std::string>{"Cover", "Obscuring"});
    CHECK(ability_names(d, "place-of-power", update) ==
          std::set<std::string>{"Cover", "Place of Power", "Unstable", "Obscuring"});
    CHECK(ability_names(d, "obstacle", update) == std::set<std::string>{"Cover", "Unstable"});
    // Obscuring was reworded: within 1", halved Range.
    const auto* obscuring = d.find_ability("obscuring", update);
    REQUIRE((obscuring != nullptr));
    CHECK(obscuring->text.find("1\"") != std::string::npos);
    CHECK(obscuring->text.find("halved") != std::string::npos);
}

TEST_CASE("aos4 Impassable and Place of Power ranges") {
    const auto d = describe_aos4();
    for (const auto& edition : d.editions) {
        REQUIRE((d.find_ability("impassable", edition.id) != nullptr));
        const auto* power = d.find_ability("place-of-power", edition.id);
        REQUIRE((power != nullptr));
        CHECK(power->text.find("3\"") != std::string::npos);
    }
    CHECK(d.find_ability("activate-place-of-power", "gh-2024-25")->text.find("D3 mortal damage") != std::string::npos);
    CHECK(d.find_ability("activate-place-of-power", "bpr-2025-06")->text.find("Cauterising Pollen") !=
          std::string::npos);
}

TEST_CASE("every aos4 catalogue entry has a usable footprint") {
    const auto d = describe_aos4();
    // The five terrain types and the 60 Citadel Terrain List entries, in each edition.
    CHECK(d.catalogue_for("bpr-2025-06").size() == 65);
    CHECK(d.catalogue_for("gh-2024-25").size() == 65);
    for (const auto& e : d.catalogue) {
        CHECK(e.footprint.points.size() >= 3);
        CHECK(e.height > 0);
    }
}
