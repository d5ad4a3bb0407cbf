// "Can he see me, am I in cover, and why", answered by the real plugins from their seeds' rules.
#include "battleboard/plugin/operations.hpp"
#include "battleboard/rules/sight.hpp"
#include "support/real_plugin.hpp"

#include <doctest/doctest.h>

using namespace bb;
using rules::Visibility;

namespace {

rules::SightAnswer ask(const std::string& system, rules::SightQuestion question) {
    auto client = testing::connect_plugin(system);
    question.battlefield.system_id = system;
    auto answer = client.request(plugin::kSight, question);
    REQUIRE(answer.ok());
    return *answer;
}

rules::SightQuestion looking(geo::Vec2 from, geo::Vec2 to, std::vector<model::TerrainPiece> pieces,
                             std::vector<std::string> target_keywords = {}) {
    rules::SightQuestion q;
    for (auto& p : pieces) q.battlefield.add_piece(std::move(p));
    q.observer.position = from;
    q.target.position = to;
    q.target.keywords = std::move(target_keywords);
    return q;
}

bool mentions(const rules::SightAnswer& answer, const std::string& words) {
    for (const auto& r : answer.reasons)
        if (r.text.find(words) != std::string::npos) return true;
    return false;
}

}  // namespace

TEST_CASE("wh40k10: ruins hide what is beyond them, but not what is inside") {
    const auto ruin = testing::place("ruins", geo::rectangle(10, 6), {30, 22}, "Ruins");
    auto answer = ask("wh40k10", looking({20, 22}, {40, 22}, {ruin}));
    CHECK(answer.visibility == Visibility::Hidden);
    CHECK_FALSE(answer.in_cover);
    CHECK(answer.distance == doctest::Approx(20 - 1.26));
    answer = ask("wh40k10", looking({20, 22}, {30, 22}, {ruin}));  // wholly within: seen, with cover
    CHECK(answer.visibility == Visibility::Visible);
    CHECK(answer.in_cover);
    CHECK(answer.cover.find("+1") != std::string::npos);
    auto aircraft = looking({20, 22}, {40, 22}, {ruin}, {"AIRCRAFT"});
    CHECK(ask("wh40k10", aircraft).visibility == Visibility::Visible);
}

TEST_CASE("wh40k10: woods never hide fully but give cover; barricades only cover INFANTRY within 3\"") {
    const auto woods = testing::place("woods", geo::rectangle(8, 6), {30, 22}, "Woods");
    auto answer = ask("wh40k10", looking({10, 22}, {45, 22}, {woods}));
    CHECK(answer.visibility == Visibility::PartlyHidden);
    CHECK(answer.in_cover);
    CHECK(ask("wh40k10", looking({10, 22}, {45, 22}, {woods}, {"TOWERING"})).visibility == Visibility::Visible);
    const auto barricade = testing::place("barricade", geo::rectangle(1, 6), {30, 22}, "Barricade");
    CHECK(ask("wh40k10", looking({10, 22}, {32, 22}, {barricade}, {"INFANTRY"})).in_cover);  // 2.13" at its farthest
    CHECK_FALSE(ask("wh40k10", looking({10, 22}, {35, 22}, {barricade}, {"INFANTRY"})).in_cover);  // 5.13"
    CHECK_FALSE(ask("wh40k10", looking({10, 22}, {32, 22}, {barricade}, {"VEHICLE"})).in_cover);
}

TEST_CASE("wfb8: more than 5\" of forest blocks sight; up to 5\" is soft cover") {
    const auto deep = testing::place("forest", geo::rectangle(6, 8), {30, 22}, "Forest");
    auto answer = ask("wfb8", looking({20, 22}, {40, 22}, {deep}));
    CHECK(answer.visibility == Visibility::Hidden);
    CHECK(mentions(answer, "6\" of forest"));
    const auto thin = testing::place("forest", geo::rectangle(5, 8), {30, 22}, "Forest");
    answer = ask("wfb8", looking({20, 22}, {40, 22}, {thin}));
    CHECK(answer.visibility == Visibility::Visible);
    CHECK(answer.cover == "soft cover");
}

TEST_CASE("wfb8: behind a wall and touching it is hard cover, unless the firer touches it too") {
    const auto wall = testing::place("walls", geo::rectangle(1, 8), {30, 22}, "Walls");
    auto answer = ask("wfb8", looking({20, 22}, {31.13, 22}, {wall}));  // 1.26" base touching the wall's far face
    CHECK(answer.cover == "hard cover");
    CHECK_FALSE(ask("wfb8", looking({20, 22}, {33, 22}, {wall})).in_cover);
    CHECK_FALSE(ask("wfb8", looking({28.87, 22}, {31.13, 22}, {wall})).in_cover);
}

TEST_CASE("wfb8: a monument's Line of Sight value 5 blocks models of lower value, a hill lifts them") {
    const auto monument = testing::place("sorcerous-portal", geo::rectangle(4, 8), {30, 22}, "Sorcerous Portal");
    auto q = looking({20, 22}, {40, 22}, {monument});
    CHECK(ask("wfb8", q).visibility == Visibility::Hidden);
    q.observer.height = 6;  // a model taller than the monument
    CHECK(ask("wfb8", q).visibility == Visibility::Visible);
    auto hill = testing::place("hill", geo::rectangle(6, 6), {20, 22}, "Hill");
    hill.levels = 2;  // +4 to the observer on top: 1 + 4 = 5, level with the monument
    auto on_hill = looking({20, 22}, {40, 22}, {monument, hill});
    CHECK(ask("wfb8", on_hill).visibility == Visibility::Hidden);
    hill.levels = 3;  // 1 + 6 = 7
    CHECK(ask("wfb8", looking({20, 22}, {40, 22}, {monument, hill})).visibility == Visibility::Visible);
}

TEST_CASE("aos4: Cover behind a feature, Obscuring by edition, FLY exempt") {
    auto feature = testing::place("obscuring-terrain", geo::rectangle(4, 10), {30, 22}, "Obscuring Terrain");
    auto q = looking({20, 22}, {40, 22}, {feature});
    q.battlefield.rules_edition = "gh-2024-25";
    auto answer = ask("aos4", q);
    CHECK(answer.visibility == Visibility::Hidden);  // behind Obscuring: not a target for shooting
    CHECK_FALSE(answer.in_cover);                    // so never "in cover" as well
    q.target.keywords = {"FLY"};
    answer = ask("aos4", q);
    CHECK_FALSE(answer.in_cover);
    CHECK(answer.visibility == Visibility::Visible);
    // June 2025: Obscuring needs the target within 1" of the feature, behind it or not.
    q = looking({20, 22}, {40, 22}, {feature});
    q.battlefield.rules_edition = "bpr-2025-06";
    answer = ask("aos4", q);
    CHECK(answer.in_cover);
    CHECK(answer.visibility == Visibility::Visible);
    q.target.position = {33, 22};  // 0.37" from the feature
    CHECK(ask("aos4", q).visibility == Visibility::Hidden);
    q.target.keywords = {"MONSTER"};
    CHECK(ask("aos4", q).visibility == Visibility::Visible);
}

TEST_CASE("wh40k7: the best cover save of the debris in the way or around the target") {
    const auto statue = testing::place("imperial-statuary", geo::rectangle(2, 3), {30, 22}, "Imperial statuary");
    auto answer = ask("wh40k7", looking({20, 22}, {40, 22}, {statue}));
    CHECK(answer.in_cover);
    CHECK(answer.cover.find("3+") == 0);
    const auto crater = testing::place("impact-crater", geo::ellipse(6, 6), {40, 22}, "Impact crater");
    answer = ask("wh40k7", looking({10, 22}, {40, 22}, {crater}));
    CHECK(answer.cover.find("5+") == 0);
    CHECK_FALSE(ask("wh40k7", looking({10, 10}, {10, 40}, {statue})).in_cover);
}

TEST_CASE("tow: a garrison is behind full cover and shoots from its walls, in an occupiable building only") {
    auto building = testing::place("building", geo::rectangle(6, 6), {30, 22}, "Building");
    // Impassable until the players agree to make it occupiable: nobody inside to shoot at or from.
    CHECK_FALSE(ask("tow", looking({10, 22}, {30, 22}, {building})).in_cover);
    CHECK(ask("tow", looking({30, 22}, {45, 22}, {building})).distance == doctest::Approx(15 - 0.63 - 0.63));
    building.attributes["occupiable"] = "yes";
    CHECK(ask("tow", looking({10, 22}, {30, 22}, {building})).cover == "full cover");
    const auto answer = ask("tow", looking({30, 22}, {45, 22}, {building}));
    CHECK(answer.distance == doctest::Approx(15 - 3 - 0.63));
    CHECK(mentions(answer, "measured from the building"));
    // Agreed, but under the 4" an occupiable building needs.
    auto shed = testing::place("building", geo::rectangle(3.5, 3.5), {30, 22}, "Shed");
    shed.attributes["occupiable"] = "yes";
    CHECK_FALSE(ask("tow", looking({10, 22}, {30, 22}, {shed})).in_cover);
}
