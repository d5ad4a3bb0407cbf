// Whose zone is whose: player 1 at the south edge, player 2 across the table; entered names stand in.
#include "app/board/zone_owners.hpp"

#include <doctest/doctest.h>

namespace {
bb::geo::Polygon box(double x0, double y0, double x1, double y1) { return {{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}}; }
}  // namespace

TEST_CASE("the southern zone is player 1's whatever order the battleplan lists them in") {
    bb::model::Battlefield b;
    b.territories = {{"North territory", box(0, 22, 60, 44)}, {"South territory", box(0, 0, 60, 22)}};
    CHECK(app::zone_owners(b, {}) == std::vector<std::string>{"Player 2", "Player 1"});
    CHECK(app::zone_owners(b, {"Ann", "Bob"}) == std::vector<std::string>{"Bob", "Ann"});
    CHECK(app::zone_owners(b, {"", "Bob"}) == std::vector<std::string>{"Bob", "Player 1"});
}

TEST_CASE("zones side by side: the western one is player 1's; other counts have no owners") {
    bb::model::Battlefield b;
    b.territories = {{"East territory", box(30, 0, 60, 44)}, {"West territory", box(0, 0, 30, 44)}};
    CHECK(app::zone_owners(b, {}) == std::vector<std::string>{"Player 2", "Player 1"});
    b.territories.pop_back();
    CHECK(app::zone_owners(b, {}).empty());
}
