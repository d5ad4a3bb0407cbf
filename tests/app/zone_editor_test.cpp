#include "app/session/zone_editor.hpp"

#include <doctest/doctest.h>

namespace {
bb::model::Battlefield board_44_by_60() {
    bb::model::Battlefield b;
    b.width = 60;
    b.depth = 44;
    return b;
}
}  // namespace

TEST_CASE("a zone drawn corner by corner joins the battlefield under the next free name") {
    auto b = board_44_by_60();
    b.territories.push_back({"Zone 1", bb::geo::rectangle(4, 4)});
    app::ZoneEditor zones;
    zones.start_drawing();
    for (bb::geo::Vec2 corner : {bb::geo::Vec2{0, 0}, {60, 0}, {60, 12}, {0, 12}}) zones.add_corner(corner);
    REQUIRE(zones.finish(b));
    REQUIRE(b.territories.size() == 2);
    CHECK(b.territories[1].name == "Zone 2");
    CHECK(b.territories[1].area.points.size() == 4);
    CHECK_FALSE(zones.drawing);
    CHECK(zones.draft.empty());
}

TEST_CASE("an outline that cannot be a zone is refused with a reason and the corners are kept") {
    auto b = board_44_by_60();
    app::ZoneEditor zones;
    zones.start_drawing();
    zones.add_corner({0, 0});
    zones.add_corner({10, 0});
    CHECK_FALSE(zones.finish(b));
    CHECK(zones.message.find("three") != std::string::npos);
    zones.add_corner({0, 10});
    zones.add_corner({10, 10});  // the last edge crosses the first diagonal: a bow tie
    CHECK_FALSE(zones.finish(b));
    CHECK(zones.message.find("crosses") != std::string::npos);
    CHECK(zones.draft.size() == 4);
    CHECK(b.territories.empty());
    zones.undo_corner();
    CHECK(zones.finish(b));
    CHECK(b.territories.size() == 1);
}

TEST_CASE("a repeated tap on the last corner adds nothing; corners snap to half inches on the board") {
    auto b = board_44_by_60();
    app::ZoneEditor zones;
    zones.start_drawing();
    zones.add_corner(app::snap_zone_point({3.2, 4.9}, b));
    zones.add_corner(app::snap_zone_point({3.1, 5.1}, b));
    REQUIRE(zones.draft.size() == 1);
    CHECK(zones.draft[0].x == 3.0);
    CHECK(zones.draft[0].y == 5.0);
    const auto off_board = app::snap_zone_point({-2, 50}, b);
    CHECK(off_board.x == 0.0);
    CHECK(off_board.y == 44.0);
}

TEST_CASE("the corner nearest the pointer within reach is the one picked") {
    auto b = board_44_by_60();
    b.territories.push_back({"A", bb::geo::Polygon{{{0, 0}, {10, 0}, {10, 10}, {0, 10}}}});
    b.territories.push_back({"B", bb::geo::Polygon{{{10.4, 10}, {20, 10}, {20, 20}}}});
    app::ZoneEditor zones;
    auto corner = zones.corner_at(b, {10.3, 10}, 1.0);
    REQUIRE(corner.has_value());
    CHECK(corner->zone == 1);
    CHECK(corner->corner == 0);
    CHECK_FALSE(zones.corner_at(b, {5, 5}, 1.0).has_value());
}

TEST_CASE("a battlefield holds no more zones than a share link can carry") {
    auto b = board_44_by_60();
    app::ZoneEditor zones;
    for (int i = 0; i < 20; ++i) {
        zones.start_drawing();
        for (bb::geo::Vec2 corner : {bb::geo::Vec2{0, 0}, {6, 0}, {6, 6}}) zones.add_corner(corner);
        zones.finish(b);
    }
    CHECK(b.territories.size() == 16);
    CHECK(zones.message.find("at most 16") != std::string::npos);
}
