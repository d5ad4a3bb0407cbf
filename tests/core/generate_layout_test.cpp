#include "battleboard/layout/generate_layout.hpp"
#include "battleboard/geometry/queries.hpp"
#include "battleboard/layout/piece_from_entry.hpp"
#include "battleboard/serial/blob.hpp"

#include <doctest/doctest.h>

#include <algorithm>

using namespace bb;

namespace {

sys::CatalogueEntry entry(const std::string& id, geo::Polygon footprint, const std::string& category = "") {
    sys::CatalogueEntry e;
    e.id = id;
    e.name = id;
    e.category = category;
    e.footprint = std::move(footprint);
    return e;
}

// A made-up system whose check finds nothing: the generator's own gaps are what the tests measure.
Result<rules::Findings> accept_all(const model::Battlefield&) { return rules::Findings{}; }

layout::LayoutRequest request(std::uint32_t features, std::uint32_t seed) {
    layout::LayoutRequest r;
    r.start.system_id = "test";
    r.start.width = 60;
    r.start.depth = 44;
    r.pool = {entry("wood", geo::ellipse(8, 6)), entry("hill", geo::rectangle(10, 7)),
              entry("ruin", geo::rectangle(5, 5)), entry("wall", geo::rectangle(6, 1)), entry("shapeless", {})};
    r.constraints.edge_gap = 3;
    r.constraints.objective_gap = 3;
    r.constraints.feature_gap = 6;
    r.constraints.more_than = true;
    r.features = features;
    r.seed = seed;
    return r;
}

// A terrain box of five different pieces, one of each kind.
layout::LayoutRequest box_request(std::uint32_t features, std::uint32_t seed) {
    auto r = request(features, seed);
    r.pool = {entry("tower", geo::rectangle(4, 4)), entry("wood", geo::ellipse(8, 6)),
              entry("wall", geo::rectangle(6, 1)), entry("ruin", geo::rectangle(5, 5)),
              entry("hill", geo::rectangle(10, 7))};
    r.pool_is_box = true;
    return r;
}
const std::vector<std::string> kBoxIds{"hill", "ruin", "tower", "wall", "wood"};

std::vector<std::string> sorted_ids(const model::Battlefield& b) {
    std::vector<std::string> ids;
    for (const auto& p : b.pieces) ids.push_back(p.catalogue_id);
    std::sort(ids.begin(), ids.end());
    return ids;
}

double edge_distance(const geo::Polygon& p, const model::Battlefield& b) {
    const geo::Bounds box = geo::bounds(p);
    return std::min({box.min.x, box.min.y, b.width - box.max.x, b.depth - box.max.y});
}

// Every piece's outline has a twin among the pieces: the same corners, within 1/8", after `map` moves them.
template <class Map>
bool every_piece_has_twin(const model::Battlefield& b, Map map) {
    return std::all_of(b.pieces.begin(), b.pieces.end(), [&](const model::TerrainPiece& piece) {
        geo::Polygon expected = piece.on_board();
        for (auto& p : expected.points) p = map(p);
        return std::any_of(b.pieces.begin(), b.pieces.end(), [&](const model::TerrainPiece& other) {
            const geo::Polygon outline = other.on_board();
            if (outline.points.size() != expected.points.size() || other.catalogue_id != piece.catalogue_id)
                return false;
            return std::all_of(expected.points.begin(), expected.points.end(), [&](geo::Vec2 p) {
                return std::any_of(outline.points.begin(), outline.points.end(),
                                   [&](geo::Vec2 q) { return geo::distance(p, q) <= 0.125; });
            });
        });
    });
}

}  // namespace

TEST_CASE("every generated piece keeps the stated gaps to edges, objectives and other pieces") {
    auto r = request(7, 7);
    model::Objective objective;
    objective.position = {30, 22};
    r.start.add_objective(objective);
    const auto result = layout::generate_layout(r, accept_all);
    REQUIRE(result.ok());
    const auto& b = result->battlefield;
    REQUIRE(b.pieces.size() == 7);
    for (std::size_t i = 0; i < b.pieces.size(); ++i) {
        const auto outline = b.pieces[i].on_board();
        CHECK(b.pieces[i].catalogue_id != "shapeless");
        CHECK(geo::more_than(edge_distance(outline, b), 3));
        CHECK(geo::more_than(geo::distance(b.objectives[0].marker(), outline), 3));
        for (std::size_t j = i + 1; j < b.pieces.size(); ++j)
            CHECK(geo::more_than(geo::distance(outline, b.pieces[j].on_board()), 6));
    }
}

TEST_CASE("gaps at their exact boundary: 'at least' accepts the exact distance, 'more than' refuses it") {
    // Two 4" squares on a 14" x 4" board, 6" apart: only at both ends, exactly 6" apart and touching the edges.
    layout::LayoutRequest r;
    r.start.width = 14;
    r.start.depth = 4;
    r.pool = {entry("block", geo::rectangle(4, 4))};
    r.constraints.feature_gap = 6;
    r.features = 2;
    const auto exact = layout::generate_layout(r, accept_all);
    REQUIRE(exact.ok());
    REQUIRE(exact->battlefield.pieces.size() == 2);
    CHECK(geo::distance(exact->battlefield.pieces[0].on_board(), exact->battlefield.pieces[1].on_board()) ==
          doctest::Approx(6));
    r.constraints.more_than = true;
    const auto refused = layout::generate_layout(r, accept_all);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().message.find("No layout of 2 features 6\" apart on 4\" x 14\"") != std::string::npos);

    // The edge gap likewise: a 6" square more than 3" from every edge needs more than 12"; 13" leaves its
    // centre a band from 6" to 7" (both excluded), in which the half-inch grid's 6.5" lies.
    layout::LayoutRequest edge;
    edge.start.width = edge.start.depth = 13;
    edge.pool = {entry("block", geo::rectangle(6, 6))};
    edge.constraints.edge_gap = 3;
    edge.constraints.more_than = true;
    edge.features = 1;
    const auto inside = layout::generate_layout(edge, accept_all);
    REQUIRE(inside.ok());
    CHECK(geo::more_than(edge_distance(inside->battlefield.pieces[0].on_board(), inside->battlefield), 3));
    edge.start.width = edge.start.depth = 12;
    const auto no_room = layout::generate_layout(edge, accept_all);
    REQUIRE_FALSE(no_room.ok());
    CHECK(no_room.error().message ==
          "block (6\" x 6\") cannot stand more than 3\" from every edge of a 12\" x 12\" board.");
}

TEST_CASE("an impossible request is explained with its numbers") {
    auto r = request(8, 1);
    r.start.width = 44;
    r.start.depth = 30;
    r.pool = {entry("medium ruin", geo::rectangle(10, 6))};
    r.constraints.size_classes = {{"small", 7, 7}, {"medium", 7, 12}, {"large", 0, 0}};
    const auto result = layout::generate_layout(r, accept_all);
    REQUIRE_FALSE(result.ok());
    // Each 10" x 6" ruin with 3" all round takes 60 + 32*3 + 9pi = 184.3 sq in; 8 take 1474; the board gives
    // (44 - 6 + 6) x (30 - 6 + 6) = 1320.
    CHECK(result.error().message ==
          "8 medium features cannot keep 6\" apart on 30\" x 44\": with half that gap around each they need at least "
          "1474 sq in, and the board offers 1320 sq in more than 3\" from every edge.");
}

TEST_CASE("the same seed gives the same layout, another seed another") {
    const auto a = layout::generate_layout(request(6, 11), accept_all);
    const auto b = layout::generate_layout(request(6, 11), accept_all);
    const auto c = layout::generate_layout(request(6, 12), accept_all);
    REQUIRE((a.ok() && b.ok() && c.ok()));
    CHECK(serial::to_blob(a->battlefield) == serial::to_blob(b->battlefield));
    CHECK(serial::to_blob(a->battlefield) != serial::to_blob(c->battlefield));
}

TEST_CASE("a search run in small slices ends with the same layout, or the same explanation, as one call") {
    for (std::uint32_t seed : {3u, 4u, 5u}) {
        CAPTURE(seed);
        const auto whole = layout::generate_layout(request(12, seed), accept_all);
        layout::LayoutSearch search(request(12, seed), accept_all);
        std::size_t slices = 0;
        double most = 0;
        while (!search.step(5)) {
            ++slices;
            CHECK(search.progress() >= 0);
            CHECK(search.progress() < 1);
            most = std::max(most, search.progress());
        }
        CHECK(slices > 1);  // pieces 6" apart turn spots down before 12 of them stand
        CHECK(most > 0);
        CHECK(search.finished());
        CHECK(search.progress() == 1);
        const auto sliced = search.result();
        REQUIRE((whole.ok() && sliced.ok()));
        CHECK(serial::to_blob(sliced->battlefield) == serial::to_blob(whole->battlefield));
    }
    // Too much terrain: the same numbers either way.
    const auto whole = layout::generate_layout(request(40, 1), accept_all);
    layout::LayoutSearch search(request(40, 1), accept_all);
    while (!search.step(10)) {
    }
    REQUIRE(!whole.ok());
    REQUIRE(!search.result().ok());
    CHECK(search.result().error().message == whole.error().message);
}

TEST_CASE("pinned pieces and the battleplan's objectives stay; the new pieces keep clear of them") {
    auto r = request(4, 3);
    r.start.add_piece({0, "fortress", "Fortress", geo::rectangle(12, 12), {30, 22}, 0, 6, 2});
    model::Objective objective;
    objective.position = {10, 10};
    r.start.add_objective(objective);
    const auto result = layout::generate_layout(r, accept_all);
    REQUIRE(result.ok());
    const auto& b = result->battlefield;
    REQUIRE(b.pieces.size() == 5);
    CHECK(b.pieces[0].catalogue_id == "fortress");
    CHECK(b.pieces[0].position == geo::Vec2{30, 22});
    for (std::size_t i = 1; i < b.pieces.size(); ++i)
        CHECK(geo::more_than(geo::distance(b.pieces[0].on_board(), b.pieces[i].on_board()), 6));
    REQUIRE(b.objectives.size() == 1);
    CHECK(b.objectives[0].position == geo::Vec2{10, 10});
}

TEST_CASE("point symmetry: every piece has its twin turned half round the middle of the board") {
    for (std::uint32_t features : {6u, 7u}) {
        CAPTURE(features);
        auto r = request(features, 5);
        r.symmetry = layout::Symmetry::Point;
        const auto result = layout::generate_layout(r, accept_all);
        REQUIRE(result.ok());
        const auto& b = result->battlefield;
        CHECK(b.pieces.size() == features);
        CHECK(every_piece_has_twin(b, [&](geo::Vec2 p) { return geo::Vec2{b.width - p.x, b.depth - p.y}; }));
    }
}

TEST_CASE("mirror symmetry: every piece has its reflection across the line between the territories") {
    auto r = request(7, 9);
    // Territories on the short edges: the mirror line runs up the middle (x = 30).
    r.start.territories = {{"left", geo::placed(geo::rectangle(12, 44), {6, 22}, 0)},
                           {"right", geo::placed(geo::rectangle(12, 44), {54, 22}, 0)}};
    r.symmetry = layout::Symmetry::Mirror;
    r.pool.push_back(entry("wedge", {{{-3, -2}, {3, -2}, {-3, 2}}}));  // no symmetry of its own
    const auto result = layout::generate_layout(r, accept_all);
    REQUIRE(result.ok());
    const auto& b = result->battlefield;
    CHECK(b.pieces.size() == 7);
    CHECK(every_piece_has_twin(b, [&](geo::Vec2 p) { return geo::Vec2{b.width - p.x, p.y}; }));
    CHECK_FALSE(every_piece_has_twin(b, [&](geo::Vec2 p) { return geo::Vec2{p.x, b.depth - p.y}; }));
}

TEST_CASE("a terrain box is used exactly: each owned piece once, nothing else") {
    auto r = box_request(5, 4);
    const auto result = layout::generate_layout(r, accept_all);
    REQUIRE(result.ok());
    CHECK(sorted_ids(result->battlefield) == kBoxIds);
    r.features = 6;
    const auto too_many = layout::generate_layout(r, accept_all);
    REQUIRE_FALSE(too_many.ok());
    CHECK(too_many.error().message == "The terrain box holds 5 pieces that can be placed; 6 were asked for.");
}

TEST_CASE("a pinned piece from the terrain box is one of the box's pieces: a re-roll never places it twice") {
    auto r = box_request(4, 1);
    r.start.add_piece(layout::piece_from_entry(r.pool[0], {10, 10}, 0));  // the pinned tower
    for (std::uint32_t seed = 1; seed <= 10; ++seed) {
        r.seed = seed;
        const auto result = layout::generate_layout(r, accept_all);
        REQUIRE(result.ok());
        CHECK(sorted_ids(result->battlefield) == kBoxIds);
    }
    r.features = 5;
    const auto too_many = layout::generate_layout(r, accept_all);
    REQUIRE_FALSE(too_many.ok());
    CHECK(too_many.error().message ==
          "The terrain box holds 4 pieces that can be placed besides the 1 already on the board; 5 were asked for.");
}

TEST_CASE("the size mix is followed and excluded categories never reach the table") {
    auto r = request(8, 2);
    r.pool = {entry("small ruin", geo::rectangle(5, 5)), entry("medium wood", geo::ellipse(10, 6)),
              entry("faction shrine", geo::rectangle(4, 4), "Faction Terrain")};
    r.constraints.size_classes = {{"small", 7, 7}, {"medium", 7, 12}, {"large", 0, 0}};
    r.constraints.mixes = {{60, 44, 8, {4, 4, 0}}};
    r.constraints.excluded_categories = {"Faction Terrain"};
    for (std::uint32_t seed = 1; seed <= 20; ++seed) {
        r.seed = seed;
        const auto result = layout::generate_layout(r, accept_all);
        REQUIRE(result.ok());
        const auto& pieces = result->battlefield.pieces;
        CHECK(std::count_if(pieces.begin(), pieces.end(),
                            [](const auto& p) { return p.catalogue_id == "small ruin"; }) == 4);
        CHECK(std::count_if(pieces.begin(), pieces.end(),
                            [](const auto& p) { return p.catalogue_id == "medium wood"; }) == 4);
    }
}

TEST_CASE("a mix's keyword share is drawn first, scales with the count and counts the kept pieces") {
    auto r = request(8, 2);
    r.pool[2].keywords = {"RUINS"};  // "ruin"
    r.constraints.feature_gap = 1;
    r.constraints.mixes = {{60, 44, 8, {}, {{"RUINS", 6}}}};
    const auto ruins = [](const model::Battlefield& b) {
        return std::count_if(b.pieces.begin(), b.pieces.end(), [](const auto& p) { return p.catalogue_id == "ruin"; });
    };
    for (std::uint32_t seed = 1; seed <= 10; ++seed) {
        r.seed = seed;
        const auto result = layout::generate_layout(r, accept_all);
        REQUIRE(result.ok());
        CHECK(result->battlefield.pieces.size() == 8);
        CHECK(ruins(result->battlefield) >= 6);
    }
    r.features = 4;  // half the mix's count: at least 3 ruins
    const auto half = layout::generate_layout(r, accept_all);
    REQUIRE(half.ok());
    CHECK(ruins(half->battlefield) >= 3);
    // Two ruins already stand: with 6 more pieces, at least 4 of them ruins.
    auto kept = request(6, 3);
    kept.pool[2].keywords = {"RUINS"};
    kept.constraints = r.constraints;
    for (double x : {10.0, 50.0}) kept.start.add_piece(layout::piece_from_entry(kept.pool[2], {x, 22}, 0));
    const auto topped = layout::generate_layout(kept, accept_all);
    REQUIRE(topped.ok());
    CHECK(topped->battlefield.pieces.size() == 8);
    CHECK(ruins(topped->battlefield) >= 6);
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
    CHECK_FALSE(layout::generate_layout(empty, accept_all).ok());
}

TEST_CASE("the feature count follows the constraints' mix, else the system's board, else the table's area") {
    sys::SystemDescription system;
    system.board_sizes.push_back({"2000 points", 60, 44, 2000, 8});
    model::Battlefield b;
    b.width = 44;  // the same board turned
    b.depth = 60;
    CHECK(layout::default_feature_count(system, b) == 8);
    layout::SetupConstraints c;
    c.mixes = {{60, 44, 10, {}}};
    CHECK(layout::default_feature_count(system, b, c) == 10);
    b.width = 72;
    b.depth = 48;
    CHECK(layout::default_feature_count(system, b) == 6);  // six 2'x2' squares
    b.width = 24;
    b.depth = 24;
    CHECK(layout::default_feature_count(system, b) == 4);  // never fewer than 4
}
