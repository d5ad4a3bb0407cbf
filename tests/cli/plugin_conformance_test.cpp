// `battleboard plugin check` against a previous version (cli/conformance/): what share links rely on, each change
// named, on descriptions made here (the CLI test runs the checks on the real plugin files).
#include "conformance/plugin_conformance.hpp"
#include "battleboard/geometry/shapes.hpp"

#include <doctest/doctest.h>

using namespace bb;

namespace {

sys::SystemDescription released() {
    sys::SystemDescription system;
    system.id = "skirmish";
    for (const char* id : {"crate", "wall"}) {
        sys::CatalogueEntry entry;
        entry.id = id;
        entry.footprint = geo::rectangle(3, 2);
        entry.height = 2;
        system.catalogue.push_back(entry);
    }
    system.link_numbers.catalogue = {"crate", "wall"};
    system.editions = {{"first", "First", ""}};
    system.link_numbers.editions = {"first"};
    return system;
}

bool mentions(const std::vector<std::string>& lines, const std::string& words) {
    for (const auto& line : lines)
        if (line.find(words) != std::string::npos) return true;
    return false;
}

}  // namespace

TEST_CASE("A new version that only appends ids and keeps the default shapes passes") {
    auto next = released();
    next.link_numbers.catalogue.push_back("ruin");
    next.catalogue.push_back(next.catalogue.front());
    next.catalogue.back().id = "ruin";
    cli::conformance::Report report;
    cli::conformance::check_against_previous(next, released(), report);
    CHECK(report.problems.empty());
    CHECK(mentions(report.passed, "2 catalogue entries of the previous version, same default shapes and sizes"));
}

TEST_CASE("A moved or removed link number is named with its list and position") {
    auto moved = released();
    std::swap(moved.link_numbers.catalogue[0], moved.link_numbers.catalogue[1]);
    cli::conformance::Report report;
    cli::conformance::check_against_previous(moved, released(), report);
    REQUIRE(report.problems.size() == 1);
    CHECK(report.problems[0].find("Link number 0 of the catalogue list was 'crate' and is now 'wall'") == 0);

    auto removed = released();
    removed.link_numbers.editions.clear();
    cli::conformance::Report removed_report;
    cli::conformance::check_against_previous(removed, released(), removed_report);
    REQUIRE(removed_report.problems.size() == 1);
    CHECK(mentions(removed_report.problems, "Link number 0 of the edition list ('first') was removed"));
}

TEST_CASE("A catalogue entry resized, raised or removed is named") {
    auto resized = released();
    resized.catalogue[0].footprint = geo::rectangle(3, 2.5);
    resized.catalogue[1].height = 3;
    cli::conformance::Report report;
    cli::conformance::check_against_previous(resized, released(), report);
    CHECK(report.problems.size() == 2);
    CHECK(mentions(report.problems, "'crate' changed its default shape, height or levels"));
    CHECK(mentions(report.problems, "'wall' changed its default shape, height or levels"));

    auto removed = released();
    removed.catalogue.pop_back();
    cli::conformance::Report removed_report;
    cli::conformance::check_against_previous(removed, released(), removed_report);
    CHECK(mentions(removed_report.problems, "The catalogue entry 'wall' was removed"));
}

TEST_CASE("Ids that appear twice are named, once each") {
    auto twice = released();
    twice.catalogue.push_back(twice.catalogue.front());
    cli::conformance::Report report;
    cli::conformance::check_ids_unique(twice, report);
    REQUIRE(report.problems.size() == 1);
    CHECK(report.problems[0] == "The catalogue id 'crate' appears more than once in the rules edition 'first'.");
}

TEST_CASE("An id restated in another rules edition is not a repeat") {
    auto restated = released();
    restated.editions = {{"first", "First", ""}, {"second", "Second", ""}};
    restated.catalogue[0].editions = {"first"};
    restated.catalogue.push_back(restated.catalogue.front());
    restated.catalogue.back().editions = {"second"};
    cli::conformance::Report report;
    cli::conformance::check_ids_unique(restated, report);
    CHECK(report.problems.empty());
}
