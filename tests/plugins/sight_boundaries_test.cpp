// Verdicts at the rules' own boundaries, pinned to the seeds' numbers, and questions the rules cannot answer.
#include "battleboard/plugin/operations.hpp"
#include "battleboard/rules/sight.hpp"
#include "support/real_plugin.hpp"

#include <doctest/doctest.h>

using namespace bb;
using rules::Visibility;

namespace {

constexpr double kBase = 1.26;  // 32 mm

rules::SightAnswer ask(const std::string& system, rules::SightQuestion q) {
    auto client = testing::connect_plugin(system);
    q.battlefield.system_id = system;
    auto answer = client.request(plugin::kSight, q);
    REQUIRE(answer.ok());
    return *answer;
}

rules::SightQuestion scene(std::vector<model::TerrainPiece> pieces, geo::Vec2 observer, geo::Vec2 target,
                           std::string edition = {}) {
    rules::SightQuestion q;
    q.battlefield.rules_edition = std::move(edition);
    for (auto& p : pieces) q.battlefield.add_piece(std::move(p));
    q.observer.position = observer;
    q.target.position = target;
    return q;
}

bool mentions(const rules::SightAnswer& answer, const std::string& words) {
    for (const auto& r : answer.reasons)
        if (r.text.find(words) != std::string::npos) return true;
    return false;
}

bool has_cover_reason(const rules::SightAnswer& answer) {
    for (const auto& r : answer.reasons)
        if (r.kind == rules::ReasonKind::Cover) return true;
    return false;
}

}  // namespace

TEST_CASE("aos4 June 2025 Obscuring: within 1\" of the feature, seen only from within 3\", by distance alone") {
    const auto feature = testing::place("obscuring-terrain", geo::rectangle(4, 10), {30, 22}, "Obscuring Terrain");
    const geo::Vec2 target{32.5 + 0.5 + kBase / 2, 22};  // 0.5" from the feature's far face
    // The observer beyond the target, the feature behind both: only the distance decides.
    auto q = scene({feature}, {target.x + kBase + 2.9, 22}, target, "bpr-2025-06");
    CHECK(ask("aos4", q).visibility == Visibility::Visible);  // 2.9": within its combat range
    q.observer.position.x = target.x + kBase + 3.1;
    auto answer = ask("aos4", q);
    CHECK(answer.visibility == Visibility::Hidden);  // 3.1": outside it
    CHECK_FALSE(answer.in_cover);
    CHECK_FALSE(has_cover_reason(answer));
    // 14.7" away with the feature nowhere near the line between them: still hidden.
    q.observer.position = {target.x, 22 + kBase + 14.7};
    answer = ask("aos4", q);
    CHECK(answer.visibility == Visibility::Hidden);
    CHECK(mentions(answer, "14.7"));
    // 1.05" from the feature: Obscuring no longer applies.
    q.target.position.x = 32.5 + 1.05 + kBase / 2;
    CHECK(ask("aos4", q).visibility == Visibility::Visible);
    // MONSTERS are not protected.
    q.target.position = target;
    q.observer.position = {target.x + kBase + 3.1, 22};
    q.target.keywords = {"MONSTER"};
    CHECK(ask("aos4", q).visibility == Visibility::Visible);
}

TEST_CASE(
    "aos4 2024-25: an attacker within the target's combat range may target it; terrain within the "
    "attacker's combat range does not make the target 'behind'") {
    const auto wall = testing::place("obscuring-terrain", geo::rectangle(1, 10), {30, 22}, "Obscuring Terrain");
    const geo::Vec2 target{30.5 + kBase / 2, 22};  // touching the far face
    auto q = scene({wall}, {target.x - kBase - 2.9, 22}, target, "gh-2024-25");
    auto answer = ask("aos4", q);
    CHECK(answer.visibility == Visibility::Visible);
    q.observer.position.x = target.x - kBase - 3.1;
    answer = ask("aos4", q);
    CHECK(answer.visibility == Visibility::Hidden);
    CHECK_FALSE(answer.in_cover);
    // The attacker touching the wall: all of it within 3" of the attacker along the lines, so not behind.
    q = scene({wall}, {29.5 - kBase / 2, 22}, {40, 22}, "gh-2024-25");
    answer = ask("aos4", q);
    CHECK(answer.visibility == Visibility::Visible);
    CHECK_FALSE(answer.in_cover);
    // June 2025 draws the line from the closest point of the attacker's base: behind, so Cover.
    q.battlefield.rules_edition = "bpr-2025-06";
    answer = ask("aos4", q);
    CHECK(answer.visibility == Visibility::Visible);
    CHECK(answer.in_cover);
}

TEST_CASE(
    "wh40k10 ruins: a target partly within is seen; one just outside behind the ruin is hidden and not "
    "in cover") {
    const auto ruin = testing::place("ruins", geo::rectangle(10, 6), {30, 22}, "Ruins");  // x 25 to 35
    auto answer = ask("wh40k10", scene({ruin}, {15, 22}, {35.5, 22}));  // base reaches 34.87: partly within
    CHECK(answer.visibility == Visibility::PartlyHidden);
    CHECK(answer.in_cover);
    CHECK(mentions(answer, "partly within"));
    answer = ask("wh40k10", scene({ruin}, {15, 22}, {35 + 0.07 + kBase / 2, 22}));  // 0.07" outside
    CHECK(answer.visibility == Visibility::Hidden);
    CHECK_FALSE(answer.in_cover);
    CHECK_FALSE(has_cover_reason(answer));
}

TEST_CASE("wh40k10 ruins: wholly within sees out, partly within does not, TOWERING within does") {
    const auto ruin = testing::place("ruins", geo::rectangle(10, 6), {30, 22}, "Ruins");
    CHECK(ask("wh40k10", scene({ruin}, {30, 22}, {50, 22})).visibility == Visibility::Visible);
    auto q = scene({ruin}, {25.3, 22}, {50, 22});  // base from 24.67: partly within
    CHECK(ask("wh40k10", q).visibility == Visibility::Hidden);
    q.observer.keywords = {"TOWERING"};
    CHECK(ask("wh40k10", q).visibility == Visibility::Visible);
}

TEST_CASE("wh40k10 plunging fire: wholly within a ruin, 6\" or more up, at a target on the ground") {
    const auto ruin = testing::place("ruins", geo::rectangle(10, 6), {30, 22}, "Ruins");
    auto q = scene({ruin}, {30, 22}, {50, 22});
    q.observer.elevation = 6;
    CHECK(mentions(ask("wh40k10", q), "Plunging fire"));
    q.observer.elevation = 5.9;
    CHECK_FALSE(mentions(ask("wh40k10", q), "Plunging fire"));
    q.observer.elevation = 8;
    q.target.elevation = 1;  // not at ground level
    CHECK_FALSE(mentions(ask("wh40k10", q), "Plunging fire"));
}

TEST_CASE("the Sight tab's steppers are the ones each system's rules read, with the rules' own numbers") {
    using Field = sys::StandingControl::Field;
    const auto up = testing::describe_plugin("wh40k10").model_standing;
    REQUIRE(up.size() == 1);
    CHECK(up[0].field == Field::elevation);
    CHECK(up[0].text_for(5) == "5\" above ground");
    CHECK(up[0].text_for(up[0].note_from) == "6\" above ground (plunging)");
    // The stepper's note appears exactly where the rule starts to apply.
    const auto ruin = testing::place("ruins", geo::rectangle(10, 6), {30, 22}, "Ruins");
    auto q = scene({ruin}, {30, 22}, {50, 22});
    q.observer.elevation = up[0].note_from;
    CHECK(mentions(ask("wh40k10", q), "Plunging fire"));
    q.observer.elevation = up[0].note_from - up[0].step;
    CHECK_FALSE(mentions(ask("wh40k10", q), "Plunging fire"));

    const auto fantasy = testing::describe_plugin("wfb8").model_standing;
    REQUIRE(fantasy.size() == 2);
    CHECK(fantasy[0].field == Field::height);
    CHECK(fantasy[0].text_for(2) == "Line of Sight 2");
    CHECK(fantasy[1].field == Field::floor);
    CHECK(fantasy[1].text_for(1) == "Floor 1 above the first");
    CHECK(fantasy[1].help.find("adds 5") != std::string::npos);

    for (const auto* system : {"aos4", "tow", "wh40k7"})
        CHECK_MESSAGE(testing::describe_plugin(system).model_standing.empty(), system);
}

TEST_CASE("wh40k10: two ruins that each hide part of the target hide all of it together") {
    const auto upper = testing::place("ruins", geo::rectangle(2, 3.1), {30, 23.45}, "Upper ruin");  // y 21.9-25
    const auto lower = testing::place("ruins", geo::rectangle(2, 3.1), {30, 20.55}, "Lower ruin");  // y 19-22.1
    CHECK(ask("wh40k10", scene({upper}, {20, 22}, {40, 22})).visibility == Visibility::PartlyHidden);
    const auto answer = ask("wh40k10", scene({upper, lower}, {20, 22}, {40, 22}));
    CHECK(answer.visibility == Visibility::Hidden);
    CHECK_FALSE(answer.in_cover);
    CHECK(mentions(answer, "Together"));
}

TEST_CASE("wfb8: a model on a building's upper floor adds 5 per floor above the first to its Line of Sight") {
    auto building = testing::place("building", geo::rectangle(6, 6), {15, 22}, "Building");
    building.levels = 2;
    const auto monument = testing::place("mystical-monument", geo::rectangle(3, 8), {30, 22}, "Monument");
    auto q = scene({building, monument}, {15, 22}, {45, 22});
    CHECK(ask("wfb8", q).visibility == Visibility::Hidden);  // 1 against the monument's 5
    q.observer.floor = 1;                                    // 1 + 5 = 6
    CHECK(ask("wfb8", q).visibility == Visibility::Visible);
    q.observer.floor = 3;  // no higher than the top floor: still 6
    CHECK(ask("wfb8", q).visibility == Visibility::Visible);
}

TEST_CASE("wfb8: a target in a forest but hidden behind a monument is not in cover") {
    const auto monument = testing::place("mystical-monument", geo::rectangle(3, 8), {30, 22}, "Monument");
    const auto forest = testing::place("forest", geo::rectangle(4, 4), {40, 22}, "Forest");
    const auto answer = ask("wfb8", scene({monument, forest}, {20, 22}, {40, 22}));
    CHECK(answer.visibility == Visibility::Hidden);
    CHECK_FALSE(answer.in_cover);
    CHECK(answer.cover.empty());
}

TEST_CASE("sight refuses a model off the board and two models on the same spot") {
    auto client = testing::connect_plugin("wh40k10");
    auto q = scene({}, {-0.5, 10}, {20, 10});
    q.battlefield.system_id = "wh40k10";
    auto answer = client.request(plugin::kSight, q);
    REQUIRE_FALSE(answer.ok());
    CHECK(answer.error().message.find("observer") != std::string::npos);
    q.observer.position = {20.5, 10};  // bases overlap
    answer = client.request(plugin::kSight, q);
    REQUIRE_FALSE(answer.ok());
    CHECK(answer.error().message.find("same spot") != std::string::npos);
    q.observer.position = {20 + kBase, 10};  // touching is fine
    CHECK(client.request(plugin::kSight, q).ok());
}
