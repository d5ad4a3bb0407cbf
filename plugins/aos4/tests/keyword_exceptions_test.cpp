// The keyword exceptions of the terrain abilities, edition by edition, as the audited texts word them: Cover
// spares FLY; the Handbook's Obscuring spares FLY only, the June 2025 Obscuring spares MONSTERS and FLY, and both
// let an enemy within the unit's combat range see it.
#include "battleboard/plugin/operations.hpp"
#include "battleboard/rules/sight.hpp"
#include "support/real_plugin.hpp"

#include <doctest/doctest.h>

namespace {

using bb::rules::Visibility;

bb::rules::SightAnswer ask(const std::string& edition, const std::string& kind, bb::geo::Vec2 observer,
                           bb::geo::Vec2 target, std::vector<std::string> keywords) {
    bb::rules::SightQuestion q;
    q.battlefield.system_id = "aos4";
    q.battlefield.rules_edition = edition;
    q.battlefield.add_piece(bb::testing::place(kind, bb::geo::rectangle(4, 10), {30, 22}, kind));
    q.observer.position = observer;
    q.target.position = target;
    q.target.keywords = std::move(keywords);
    auto client = bb::testing::connect_plugin("aos4");
    auto answer = client.request(bb::plugin::kSight, q);
    REQUIRE(answer.ok());
    return *answer;
}

}  // namespace

TEST_CASE("aos4 Cover: a unit behind an obstacle has it, unless it has FLY") {
    for (const char* edition : {"gh-2024-25", "bpr-2025-06"}) {
        CAPTURE(edition);
        CHECK(ask(edition, "obstacle", {20, 22}, {40, 22}, {}).in_cover);
        CHECK(ask(edition, "obstacle", {20, 22}, {40, 22}, {"MONSTER"}).in_cover);
        CHECK_FALSE(ask(edition, "obstacle", {20, 22}, {40, 22}, {"FLY"}).in_cover);
    }
}

TEST_CASE("aos4 Obscuring 2024-25: behind it only FLY can be targeted, MONSTERS cannot") {
    const char* edition = "gh-2024-25";
    CHECK(ask(edition, "obscuring-terrain", {20, 22}, {40, 22}, {"MONSTER"}).visibility == Visibility::Hidden);
    CHECK(ask(edition, "obscuring-terrain", {20, 22}, {40, 22}, {"FLY"}).visibility == Visibility::Visible);
}

TEST_CASE("aos4 Obscuring June 2025: within 1\" hides all but MONSTERS and FLY, except from within combat range") {
    const char* edition = "bpr-2025-06";
    CHECK(ask(edition, "obscuring-terrain", {20, 22}, {33, 22}, {}).visibility == Visibility::Hidden);
    CHECK(ask(edition, "obscuring-terrain", {20, 22}, {33, 22}, {"MONSTER"}).visibility == Visibility::Visible);
    CHECK(ask(edition, "obscuring-terrain", {20, 22}, {33, 22}, {"FLY"}).visibility == Visibility::Visible);
    // An enemy within the unit's combat range (3") sees it.
    CHECK(ask(edition, "obscuring-terrain", {35, 22}, {33, 22}, {}).visibility == Visibility::Visible);
}
