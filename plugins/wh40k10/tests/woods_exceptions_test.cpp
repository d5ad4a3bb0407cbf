// The woods' keyword exception, as the seed words it: visibility to and from AIRCRAFT and TOWERING models is
// determined normally, for a model wholly within the woods as much as for one seen through them, while being
// wholly within still gives the Benefit of Cover.
#include "battleboard/plugin/operations.hpp"
#include "battleboard/rules/sight.hpp"
#include "support/real_plugin.hpp"

#include <doctest/doctest.h>

#include <algorithm>

namespace {

using bb::rules::Visibility;

bb::rules::SightAnswer ask(std::vector<std::string> observer_keywords, std::vector<std::string> target_keywords) {
    bb::rules::SightQuestion q;
    q.battlefield.system_id = "wh40k10";
    q.battlefield.add_piece(bb::testing::place("woods", bb::geo::rectangle(8, 6), {30, 22}, "Woods"));
    q.observer.position = {10, 22};
    q.observer.keywords = std::move(observer_keywords);
    q.target.position = {30, 22};  // wholly within the woods
    q.target.keywords = std::move(target_keywords);
    auto client = bb::testing::connect_plugin("wh40k10");
    auto answer = client.request(bb::plugin::kSight, q);
    REQUIRE(answer.ok());
    return *answer;
}

bool says(const bb::rules::SightAnswer& answer, const std::string& words) {
    return std::any_of(answer.reasons.begin(), answer.reasons.end(),
                       [&](const auto& r) { return r.text.find(words) != std::string::npos; });
}

}  // namespace

TEST_CASE("wh40k10 woods: a model wholly within is never fully visible, and has the Benefit of Cover") {
    const auto answer = ask({}, {"INFANTRY"});
    CHECK(answer.visibility == Visibility::PartlyHidden);
    CHECK(answer.in_cover);
    CHECK(says(answer, "never fully visible"));
}

TEST_CASE("wh40k10 woods: an AIRCRAFT or TOWERING model wholly within is seen normally and keeps its cover") {
    for (const char* keyword : {"AIRCRAFT", "TOWERING"}) {
        CAPTURE(keyword);
        const auto answer = ask({}, {keyword});
        CHECK(answer.visibility == Visibility::Visible);
        CHECK(answer.in_cover);
        CHECK_FALSE(says(answer, "never fully visible"));
        CHECK(says(answer, "AIRCRAFT and TOWERING"));
    }
}

TEST_CASE("wh40k10 woods: an AIRCRAFT or TOWERING observer sees a model wholly within normally; cover stays") {
    for (const char* keyword : {"AIRCRAFT", "TOWERING"}) {
        CAPTURE(keyword);
        const auto answer = ask({keyword}, {"INFANTRY"});
        CHECK(answer.visibility == Visibility::Visible);
        CHECK(answer.in_cover);
    }
}
