#include "battleboard/layout/generate_layout.hpp"
#include "battleboard/geometry/queries.hpp"
#include "battleboard/serial/blob.hpp"

#include <doctest/doctest.h>

#include <algorithm>

using namespace bb;

namespace {

sys::CatalogueEntry entry(const std::string& id, geo::Polygon footprint) {
    sys::CatalogueEntry e;
    e.id = id;
    e.name = id;
    e.footprint = std::move(footprint);
    return e;
}

// A made-up game system: pieces 6" apart is a breach naming both; the table wants exactly two ruins (advice,
// measured as how many it is off by).
Result<rules::Findings> six_inches_and_two_ruins(const model::Battlefield& b) {
    rules::Findings findings;
    int ruins = 0;
    for (std::size_t i = 0; i < b.pieces.size(); ++i) {
        ruins += b.pieces[i].catalogue_id == "ruin";
        for (std::size_t j = i + 1; j < b.pieces.size(); ++j) {
            const double d = geo::distance(b.pieces[i].on_board(), b.pieces[j].on_board());
            if (d >= 6) continue;
            rules::Finding f;
            f.rule_id = "test/gap";
            f.measured = d;
            f.limit = 6;
            f.has_measure = true;
            f.piece_ids = {b.pieces[i].id, b.pieces[j].id};
            findings.items.push_back(f);
        }
    }
    if (ruins != 2) {
        rules::Finding f;
        f.severity = rules::Severity::Advice;
        f.rule_id = "test/two-ruins";
        f.measured = std::abs(ruins - 2);
        f.has_measure = true;
        findings.items.push_back(f);
    }
    return findings;
}

layout::LayoutRequest request(std::uint32_t features, std::uint32_t seed) {
    layout::LayoutRequest r;
    r.start.system_id = "test";
    r.pool = {entry("wood", geo::ellipse(8, 6)), entry("hill", geo::rectangle(10, 7)),
              entry("ruin", geo::rectangle(5, 5)), entry("wall", geo::rectangle(6, 1)), entry("shapeless", {})};
    r.features = features;
    r.seed = seed;
    return r;
}

}  // namespace

TEST_CASE("a generated layout places every feature wholly on the board, clear of the check's breaches") {
    const auto result = layout::generate_layout(request(6, 7), six_inches_and_two_ruins);
    REQUIRE(result.ok());
    const auto& b = result->battlefield;
    REQUIRE(b.pieces.size() == 6);
    CHECK(result->findings.items.empty());
    for (std::size_t i = 0; i < b.pieces.size(); ++i) {
        CHECK(geo::wholly_inside(b.pieces[i].on_board(), b.board()));
        CHECK(b.pieces[i].catalogue_id != "shapeless");
        for (std::size_t j = i + 1; j < b.pieces.size(); ++j)
            CHECK(geo::distance(b.pieces[i].on_board(), b.pieces[j].on_board()) >= 6);
    }
    // The advice was met by swapping pieces: exactly two ruins.
    CHECK(std::count_if(b.pieces.begin(), b.pieces.end(), [](const auto& p) { return p.catalogue_id == "ruin"; }) == 2);
}

TEST_CASE("the same seed gives the same layout, another seed another") {
    const auto a = layout::generate_layout(request(5, 11), six_inches_and_two_ruins);
    const auto b = layout::generate_layout(request(5, 11), six_inches_and_two_ruins);
    const auto c = layout::generate_layout(request(5, 12), six_inches_and_two_ruins);
    REQUIRE((a.ok() && b.ok() && c.ok()));
    CHECK(serial::to_blob(a->battlefield) == serial::to_blob(b->battlefield));
    CHECK(serial::to_blob(a->battlefield) != serial::to_blob(c->battlefield));
}

TEST_CASE("pieces already on the table and the battleplan's objectives stay where they are") {
    auto r = request(4, 3);
    r.start.add_piece({0, "fortress", "Fortress", geo::rectangle(12, 12), {30, 22}, 0, 6, 2});
    model::Objective objective;
    objective.position = {10, 10};
    r.start.add_objective(objective);
    const auto result = layout::generate_layout(r, six_inches_and_two_ruins);
    REQUIRE(result.ok());
    REQUIRE(result->battlefield.pieces.size() == 5);
    CHECK(result->battlefield.pieces[0].catalogue_id == "fortress");
    CHECK(result->battlefield.pieces[0].position == geo::Vec2{30, 22});
    REQUIRE(result->battlefield.objectives.size() == 1);
    CHECK(result->battlefield.objectives[0].position == geo::Vec2{10, 10});
}

TEST_CASE("a board too small for the features is refused in words") {
    auto r = request(12, 1);
    r.start.width = 14;
    r.start.depth = 14;
    r.layouts_to_try = 3;
    const auto result = layout::generate_layout(r, six_inches_and_two_ruins);
    REQUIRE_FALSE(result.ok());
    CHECK(result.error().message.find("No layout fitted 12 terrain features") != std::string::npos);
}

TEST_CASE("a failing check stops generation with its message, and an empty pool is refused") {
    const auto broken = [](const model::Battlefield&) -> Result<rules::Findings> {
        return make_error("the plugin stopped answering");
    };
    const auto result = layout::generate_layout(request(3, 1), broken);
    REQUIRE_FALSE(result.ok());
    CHECK(result.error().message == "the plugin stopped answering");
    auto empty = request(3, 1);
    empty.pool = {entry("shapeless", {})};
    CHECK_FALSE(layout::generate_layout(empty, six_inches_and_two_ruins).ok());
}

TEST_CASE("the feature count follows the system's board, else the table's area") {
    sys::SystemDescription system;
    system.board_sizes.push_back({"2000 points", 60, 44, 2000, 8});
    model::Battlefield b;
    b.width = 44;  // the same board turned
    b.depth = 60;
    CHECK(layout::default_feature_count(system, b) == 8);
    b.width = 72;
    b.depth = 48;
    CHECK(layout::default_feature_count(system, b) == 6);  // six 2'x2' squares
    b.width = 24;
    b.depth = 24;
    CHECK(layout::default_feature_count(system, b) == 4);  // never fewer than 4
}
