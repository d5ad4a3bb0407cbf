#include "battleboard/rules/placement_checks.hpp"

#include <doctest/doctest.h>

using namespace bb;

namespace {

model::Battlefield board_with(std::vector<geo::Vec2> centres) {
    model::Battlefield b;
    b.width = 60;
    b.depth = 44;
    for (auto c : centres) b.add_piece({0, "block", "Block", geo::rectangle(2, 2), c, 0, 1, 1});
    return b;
}

}  // namespace

TEST_CASE("edge distance: exactly 3 inches is a breach, 3.01 is fine") {
    rules::Findings at_limit, past_limit;
    rules::check_edge_distance(board_with({{4, 22}}), 3.0, "edge", at_limit);  // left side at x = 3
    rules::check_edge_distance(board_with({{4.01, 22}}), 3.0, "edge", past_limit);
    REQUIRE(at_limit.items.size() == 1);
    CHECK(at_limit.items[0].measured == doctest::Approx(3.0));
    CHECK(at_limit.items[0].limit == 3.0);
    CHECK(at_limit.items[0].message.find("3.00\"") != std::string::npos);
    CHECK(past_limit.items.empty());
}

TEST_CASE("piece spacing names both pieces and the gap") {
    rules::Findings close, apart;
    rules::check_piece_spacing(board_with({{20, 22}, {28, 22}}), 6.0, "spacing", close);  // gap exactly 6
    rules::check_piece_spacing(board_with({{20, 22}, {28.01, 22}}), 6.0, "spacing", apart);
    REQUIRE(close.items.size() == 1);
    CHECK(close.items[0].piece_ids.size() == 2);
    CHECK(close.items[0].measured == doctest::Approx(6.0));
    CHECK(apart.items.empty());
}

TEST_CASE("objective distance measures to the 40 mm marker's edge") {
    auto b = board_with({{30, 22}});
    b.add_objective({0, "A", {30 + 1 + 3 + model::kObjectiveDiameter / 2, 22}});  // marker edge 3" from block
    rules::Findings findings;
    rules::check_objective_distance(b, 3.0, "objectives", findings);
    REQUIRE(findings.items.size() == 1);
    CHECK(findings.items[0].measured == doctest::Approx(3.0));
    CHECK(findings.items[0].objective_ids.size() == 1);
}

TEST_CASE("pieces over the edge are reported") {
    rules::Findings findings;
    rules::check_pieces_on_board(board_with({{0.5, 22}, {30, 22}}), findings);
    REQUIRE(findings.items.size() == 1);
    CHECK(findings.has_breach());
}
