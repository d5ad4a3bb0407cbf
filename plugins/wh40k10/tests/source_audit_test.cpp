// The wh40k10 rules audit: every rule the plugin states names the section of the Core Rules' terrain features
// pages (seed 001_) it restates and words of that section, and a feature carries a rule only from its own section
// or with its own words for it. Fails on any rule without a source, a phrase not in its section, or a rule
// attached to a feature whose section does not give it.
#include "support/panel_driver.hpp"
#include "support/plugin_sources.hpp"
#include "support/source_words.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>

namespace {

using bb::testing::AuditScope;
using bb::testing::SourceSections;

const SourceSections& source() {
    static const SourceSections sections = bb::testing::plugin_sources("wh40k10");
    return sections;
}

// The features' categories have no section of their own (the seed prints no feature titles), and the deployment
// maps are not in the seed at all: they come from public summaries of the mission decks, marked "check against
// your mission card".
AuditScope scope() {
    return {{{"Area Terrain", ""}, {"Obstacle", ""}, {"Hill", ""}},
            {},
            {"hammer-and-anvil", "dawn-of-war", "tipping-point", "sweeping-engagement", "crucible-of-battle",
             "search-and-destroy", "custom"}};
}

bool has_word(const std::string& phrase, const std::string& word) {
    const auto words = bb::testing::words_of(phrase);
    return std::find(words.begin(), words.end(), word) != words.end();
}

}  // namespace

TEST_CASE("wh40k10 audit: every ability, feature, property and rules section names the seed words it restates") {
    const auto problems = bb::testing::audit_description(bb::testing::describe_plugin("wh40k10"), source(), scope());
    bb::testing::check_audit(problems);
}

TEST_CASE("wh40k10 audit: each feature's section ends with the keywords the feature carries") {
    for (const auto& entry : bb::testing::describe_plugin("wh40k10").catalogue) {
        CAPTURE(entry.id);
        // Each section's last rule ends "... against that attack.", and its Keywords line follows.
        std::string line = "against that attack. Keywords:";
        for (std::size_t i = 0; i < entry.keywords.size(); ++i) line += (i ? ", " : " ") + entry.keywords[i];
        CHECK(source().says(entry.source.section, line));
    }
}

TEST_CASE("wh40k10 audit: every distance and modifier a feature lists is the number its source phrase prints") {
    for (const auto& entry : bb::testing::describe_plugin("wh40k10").catalogue)
        for (const auto& property : entry.properties) {
            CAPTURE(entry.id + " " + property.key);
            char value[16];
            std::snprintf(value, sizeof value, "%g", property.value);
            CHECK(has_word(property.source.phrase, value));
        }
}

TEST_CASE("wh40k10 audit: a feature's rules come from the feature pages, never from the general pages") {
    const auto d = bb::testing::describe_plugin("wh40k10");
    for (const auto& ability : d.abilities) {
        CAPTURE(ability.id);
        CHECK(ability.source.section != "Terrain Features");
        CHECK(ability.source.section != "Benefit of Cover");
    }
}

TEST_CASE("wh40k10 audit: a rule attached to a feature whose section does not give it is caught") {
    auto d = bb::testing::describe_plugin("wh40k10");
    auto& woods = *std::find_if(d.catalogue.begin(), d.catalogue.end(), [](const auto& e) { return e.id == "woods"; });
    woods.abilities.push_back("plunging-fire");  // the ruins' rule
    auto problems = bb::testing::audit_description(d, source(), scope());
    REQUIRE(problems.size() == 1);
    CHECK(problems[0].find("piece woods: plunging-fire comes from another section") != std::string::npos);
    // A reason quoted from the woods' own section that is not there is caught too.
    woods.attached_because.push_back({"plunging-fire", {"Woods", "6\" or more vertically from ground level"}});
    problems = bb::testing::audit_description(d, source(), scope());
    REQUIRE(problems.size() == 1);
    CHECK(problems[0].find("is not in Woods") != std::string::npos);
    // So is a rule with no source at all.
    woods.abilities.pop_back();
    woods.attached_because.pop_back();
    d.abilities[0].source = {};
    problems = bb::testing::audit_description(d, source(), scope());
    REQUIRE(!problems.empty());
    CHECK(problems[0] == "ability " + d.abilities[0].id + ": names no source section");
}

TEST_CASE("wh40k10 audit: the deployment maps are marked as not from the rules, and quote nothing from them") {
    for (const auto& plan : bb::testing::describe_plugin("wh40k10").battleplans) {
        CAPTURE(plan.id);
        CHECK(scope().unsourced_battleplans.count(plan.id) == 1);
        CHECK(plan.check_against_book == (plan.id != "custom"));
    }
}

TEST_CASE("wh40k10 audit: the save calculator's reasons name the Benefit of Cover rules they follow") {
    bb::testing::PanelDriver d("wh40k10", "10th");
    for (bool cover : {false, true}) {
        d.set("cover-save", "cover", cover ? 1 : 0);
        const auto problems = bb::testing::audit_panels(d.panels().panels, {"why"}, source());
        bb::testing::check_audit(problems);
    }
}
