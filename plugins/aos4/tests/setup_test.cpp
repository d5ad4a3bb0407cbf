// aos4 setup checks through the real plugin's validate operation: the distances at their exact limits, the
// recommended 4 small + 4 medium mix and the Citadel Terrain List sizes (advice, never breaches).
#include "aos4_fixture.hpp"

#include <algorithm>

using namespace bb;

namespace {

model::Battlefield board(double width = 60, double depth = 44) {
    model::Battlefield b;
    b.system_id = "aos4";
    b.rules_edition = "bpr-2025-06";
    b.width = width;
    b.depth = depth;
    return b;
}

std::uint32_t place(model::Battlefield& b, geo::Vec2 centre, double width, double depth,
                    const std::string& kind = "obstacle") {
    model::TerrainPiece piece;
    piece.catalogue_id = kind;
    piece.label = kind;
    piece.footprint = geo::rectangle(width, depth);
    piece.position = centre;
    return b.add_piece(piece).id;
}

rules::Findings validate(const model::Battlefield& b) {
    auto client = aos4_test::connect_aos4();
    auto findings = client.validate(b);
    REQUIRE(findings.ok());
    return *findings;
}

std::vector<rules::Finding> with_rule(const rules::Findings& findings, const std::string& rule) {
    std::vector<rules::Finding> out;
    for (const auto& f : findings.items)
        if (f.rule_id == rule) out.push_back(f);
    return out;
}

// 4 small and 4 medium features, all far enough from the edges and from each other.
model::Battlefield recommended_mix() {
    model::Battlefield b = board();
    place(b, {8, 10}, 5, 5);
    place(b, {22, 10}, 5, 10);
    place(b, {38, 10}, 5, 5);
    place(b, {52, 10}, 5, 10);
    place(b, {8, 34}, 5, 10);
    place(b, {22, 34}, 5, 5);
    place(b, {38, 34}, 5, 10);
    place(b, {52, 34}, 5, 5);
    return b;
}

}  // namespace

TEST_CASE("aos4 validate: exactly 3\" from the edge is a breach, 3.01\" is not") {
    auto at_limit = board(), past_limit = board();
    const auto id = place(at_limit, {6, 22}, 6, 2);  // left edge at x = 3
    place(past_limit, {6.01, 22}, 6, 2);
    const auto breaches = with_rule(validate(at_limit), "aos4/terrain-edge-distance");
    REQUIRE(breaches.size() == 1);
    CHECK(breaches[0].severity == rules::Severity::Breach);
    CHECK(breaches[0].measured == doctest::Approx(3.0));
    CHECK(breaches[0].limit == 3.0);
    CHECK(breaches[0].piece_ids == std::vector<std::uint32_t>{id});
    CHECK(with_rule(validate(past_limit), "aos4/terrain-edge-distance").empty());
}

TEST_CASE("aos4 validate: 3\" from an objective's 40 mm marker is a breach naming both") {
    const double radius = model::kObjectiveDiameter / 2;
    auto at_limit = board(), past_limit = board();
    for (auto* b : {&at_limit, &past_limit}) b->add_objective({0, "Centre", {30, 22}});
    const auto piece = place(at_limit, {30 + radius + 3 + 1, 22}, 2, 2);  // near side 3" from the marker's edge
    place(past_limit, {30 + radius + 3.01 + 1, 22}, 2, 2);
    const auto breaches = with_rule(validate(at_limit), "aos4/terrain-objective-distance");
    REQUIRE(breaches.size() == 1);
    CHECK(breaches[0].measured == doctest::Approx(3.0));
    CHECK(breaches[0].piece_ids == std::vector<std::uint32_t>{piece});
    CHECK(breaches[0].objective_ids == std::vector<std::uint32_t>{at_limit.objectives[0].id});
    CHECK(breaches[0].message.find("3.00\"") != std::string::npos);
    CHECK(with_rule(validate(past_limit), "aos4/terrain-objective-distance").empty());
}

TEST_CASE("aos4 validate: features exactly 6\" apart breach and list both, 6.01\" apart is legal") {
    auto at_limit = board(), past_limit = board();
    const auto a = place(at_limit, {20, 22}, 4, 4);
    const auto b = place(at_limit, {30, 22}, 4, 4);  // gap 10 - 4 = 6
    place(past_limit, {20, 22}, 4, 4);
    place(past_limit, {30.01, 22}, 4, 4);
    const auto breaches = with_rule(validate(at_limit), "aos4/terrain-spacing");
    REQUIRE(breaches.size() == 1);
    CHECK(breaches[0].measured == doctest::Approx(6.0));
    CHECK(breaches[0].limit == 6.0);
    CHECK(breaches[0].piece_ids == std::vector<std::uint32_t>{a, b});
    CHECK_FALSE(validate(past_limit).has_breach());
}

TEST_CASE("aos4 validate: the recommended 4 small and 4 medium features give no advice") {
    const auto findings = validate(recommended_mix());
    CHECK(findings.items.empty());
}

TEST_CASE("aos4 validate: another mix is advice with the counts, and names the large features") {
    auto b = recommended_mix();
    b.pieces[2].footprint = geo::rectangle(8, 14);  // the small one at (38, 10) becomes large
    b.pieces[2].position = {38, 11};
    const auto findings = validate(b);
    CHECK_FALSE(findings.has_breach());
    const auto mix = with_rule(findings, "aos4/terrain-mix");
    REQUIRE(mix.size() == 1);
    CHECK(mix[0].severity == rules::Severity::Advice);
    CHECK(mix[0].message.find("3 small, 4 medium and 1 large") != std::string::npos);
    CHECK(mix[0].measured == 2);  // one small short, one large too many
    CHECK(mix[0].limit == 0);
    CHECK(mix[0].piece_ids == std::vector<std::uint32_t>{b.pieces[2].id});
    // Too few features is advice too.
    b.pieces.resize(2);
    CHECK(with_rule(validate(b), "aos4/terrain-mix")[0].message.find("1 small, 1 medium and 0 large") !=
          std::string::npos);
}

TEST_CASE("aos4 validate: faction terrain is left out of the mix") {
    auto b = recommended_mix();
    place(b, {30, 22}, 4, 4, "herdstone");
    CHECK(with_rule(validate(b), "aos4/terrain-mix").empty());
}

TEST_CASE("aos4 validate: faction terrain still keeps the distances and its listed size, outside the mix") {
    auto b = recommended_mix();
    // A Herdstone (listed small) made 8" x 8" (large), 2" from the edge and 4" from a small feature.
    const auto herdstone = place(b, {6, 22}, 8, 8, "herdstone");
    const auto findings = validate(b);
    CHECK(with_rule(findings, "aos4/terrain-mix").empty());  // set up from its army, not the table's mix
    const auto size = with_rule(findings, "aos4/terrain-size");
    REQUIRE(size.size() == 1);
    CHECK(size[0].piece_ids == std::vector<std::uint32_t>{herdstone});
    CHECK(size[0].measured == 3);  // large
    CHECK(size[0].limit == 1);     // the Citadel Terrain List makes it small
    const auto edge = with_rule(findings, "aos4/terrain-edge-distance");
    REQUIRE(edge.size() == 1);
    CHECK(edge[0].measured == doctest::Approx(2));
    const auto spacing = with_rule(findings, "aos4/terrain-spacing");
    REQUIRE_FALSE(spacing.empty());
    CHECK(std::any_of(spacing.begin(), spacing.end(), [&](const rules::Finding& f) {
        return std::find(f.piece_ids.begin(), f.piece_ids.end(), herdstone) != f.piece_ids.end();
    }));
}

TEST_CASE("aos4 validate: a 1000-point battlefield is meant for 4 features") {
    auto b = board(44, 30);
    place(b, {10, 8}, 5, 5);
    place(b, {34, 8}, 5, 5);
    place(b, {10, 22}, 5, 5);
    const auto count = with_rule(validate(b), "aos4/terrain-count");
    REQUIRE(count.size() == 1);
    CHECK(count[0].measured == 3);
    CHECK(count[0].limit == 4);
    place(b, {34, 22}, 10, 5);
    const auto findings = validate(b);
    CHECK(findings.items.empty());
}

TEST_CASE("aos4 validate: a Citadel piece measuring outside its listed sizes is advice") {
    auto b = recommended_mix();
    b.pieces[0].catalogue_id = "guardian-idol";  // listed small, resized to 6" x 9": medium
    b.pieces[0].footprint = geo::rectangle(6, 9);
    b.pieces[1].catalogue_id = "ruined-domicile";  // listed medium to large, here 5" x 10": medium, fine
    b.pieces[2].catalogue_id = "ruined-domicile";  // 5" x 5": small, too small for it
    b.pieces[3].catalogue_id = "wyldwood";         // small to large: anything goes
    const auto sizes = with_rule(validate(b), "aos4/terrain-size");
    REQUIRE(sizes.size() == 2);
    CHECK(sizes[0].piece_ids == std::vector<std::uint32_t>{b.pieces[0].id});
    CHECK(sizes[0].measured == 2);
    CHECK(sizes[0].limit == 1);
    CHECK(sizes[0].message.find("measures medium") != std::string::npos);
    CHECK(sizes[1].piece_ids == std::vector<std::uint32_t>{b.pieces[2].id});
    CHECK(sizes[1].measured == 1);
    CHECK(sizes[1].limit == 2);
    CHECK(sizes[1].message.find("medium to large") != std::string::npos);
    for (const auto& f : sizes) CHECK(f.severity == rules::Severity::Advice);
}
