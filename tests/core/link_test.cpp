#include "battleboard/link/link.hpp"
#include "battleboard/setup/setup_json.hpp"

#include <doctest/doctest.h>

using namespace bb;

namespace {

// A setup as the app makes it: positions on the 1/8" grid, whole-degree rotations, catalogue footprints.
model::Battlefield app_setup() {
    model::Battlefield b;
    b.system_id = "aos4";
    b.rules_edition = "bpr-2025-06";
    b.battleplan_id = "passing-seasons";
    b.add_piece({0, "obstacle", "Obstacle", geo::rectangle(6, 2), {12.5, 30.25}, 45, 2, 1});
    b.add_piece({0, "obstacle", "Obstacle", geo::rectangle(6, 2), {47.125, 13.875}, 225, 2, 1});
    b.add_piece({0, "obscuring-terrain", "Wyldwood", geo::ellipse(7, 6), {22, 11.5}, 0, 5, 1});
    b.add_piece({0, "faction-terrain", "Faction Terrain", geo::ellipse(4, 4, 16), {30, 5.5}, 359, 4, 1});
    model::TerrainPiece tower{0, "obstacle", "Ruined tower", {{{-2, -2}, {2, -2}, {0, 3.5}}}, {40, 40}, 90, 6.5, 3};
    tower.rolls = {{"wyrding-well", {4}, 4}, {"d66", {3, 6}, 36}, {"scatter", {}, -2}};
    tower.attributes = {{"occupant", "Liberators"}, {"damage", "2"}};
    b.add_piece(tower);
    b.add_objective({0, "Centre", {30, 22}});
    b.add_objective({0, "", {0, 44}, 6.0});
    b.territories.push_back({"Attacker", {{{0, 0}, {60, 0}, {60, 16}, {0, 16}}}});
    return b;
}

model::Battlefield round_trip(const model::Battlefield& b) {
    auto link = link::encode(b);
    REQUIRE_MESSAGE(link.ok(), link.error().message);
    auto back = link::decode(*link);
    REQUIRE_MESSAGE(back.ok(), back.error().message);
    return *back;
}

}  // namespace

TEST_CASE("a setup made in the app comes back from its link unchanged") {
    const auto b = app_setup();
    const auto back = round_trip(b);
    CHECK(setup::to_json(back) == setup::to_json(b));
    CHECK(back.next_id == b.next_id);
    CHECK(link::encode(back).value() == link::encode(b).value());
}

TEST_CASE("links are text for a URL fragment: a version prefix, then base64url") {
    const std::string text = link::encode(app_setup()).value();
    CHECK(text.rfind("bb7.", 0) == 0);
    CHECK(text.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_", 4) ==
          std::string::npos);
    CHECK(text.size() < 300);
    SUBCASE("a whole address works too, with stray white space") {
        CHECK(link::decode("  https://battleboard.example/#" + text + "\n").ok());
    }
}

TEST_CASE("values are rounded to the steps a link holds") {
    model::Battlefield b;
    b.system_id = "tow";
    b.width = 72.3;
    b.depth = 47.94;
    b.add_piece({0, "hill", "Hill", geo::ellipse(7.3, 6.02), {12.3, 7.0625}, 44.6, 2.06, 1});
    b.add_piece({0, "wall", "Wall", geo::rectangle(6.01, 0.5), {-3, 50}, -30, 1, 1});
    b.add_piece({0, "wall", "Wall", {{{0.06, 0}, {2.94, 0.1}, {1.5, 2.49}}}, {1, 1}, 359.6, 1, 1});
    b.add_piece({0, "wall", "Wall", geo::rectangle(6, 0.5), {1, 1}, 720.2 + 360 * 1000, 1, 1});
    b.add_objective({0, "40 mm", {1, 1}, 1.5748});
    b.add_objective({0, "32 mm", {1, 1}, 32 * geo::kMillimetre});
    b.add_objective({0, "1 inch", {1, 1}, 1.0});
    b.add_objective({0, "6 inches", {1, 1}, 6.0});
    const auto q = round_trip(b);
    CHECK(q.width == 72.25);
    CHECK(q.depth == 48);
    const auto& hill = q.pieces[0];
    CHECK(hill.position == geo::Vec2{12.25, 7.125});  // halves round away from zero
    CHECK(hill.rotation == 45);
    CHECK(hill.height == 2);
    CHECK(hill.footprint.points == geo::ellipse(7.25, 6).points);  // still the catalogue's shape, resized
    CHECK(q.pieces[1].position == geo::Vec2{-3, 50});              // off the board is kept
    CHECK(q.pieces[1].rotation == 330);
    CHECK(q.pieces[1].footprint.points == geo::rectangle(6, 0.5).points);
    CHECK(q.pieces[2].rotation == 0);
    CHECK(q.pieces[2].footprint.points == std::vector<geo::Vec2>{{0, 0}, {3, 0.125}, {1.5, 2.5}});
    CHECK(q.pieces[3].rotation == 0);
    CHECK(q.objectives[0].diameter == model::kObjectiveDiameter);
    CHECK(q.objectives[1].diameter == 32 * geo::kMillimetre);
    CHECK(q.objectives[2].diameter == 1.0);
    CHECK(q.objectives[3].diameter == 6.0);
}

TEST_CASE("ids are renumbered: pieces first, then objectives") {
    model::Battlefield b;
    b.system_id = "aos4";
    b.pieces.push_back({7, "a", "A", geo::rectangle(1, 1), {1, 1}, 0, 0, 1});
    b.pieces.push_back({3, "b", "B", geo::rectangle(1, 1), {2, 2}, 0, 0, 1});
    b.objectives.push_back({40, "O", {3, 3}});
    const auto q = round_trip(b);
    CHECK(q.pieces[0].id == 1);
    CHECK(q.pieces[1].id == 2);
    CHECK(q.objectives[0].id == 3);
    CHECK(q.next_id == 4);
}

TEST_CASE("texts of any language travel, raw or coded") {
    model::Battlefield b;
    b.system_id = "wh40k10";
    b.battleplan_id = "Château d'Ombre";
    b.add_piece({0, "ruins", "Руины у реки", geo::rectangle(6, 4), {10, 10}, 0, 5, 3});
    b.pieces[0].attributes["note"] = "🎲 x2";
    const auto q = round_trip(b);
    CHECK(q.battleplan_id == "Château d'Ombre");
    CHECK(q.pieces[0].label == "Руины у реки");
    CHECK(q.pieces[0].attributes.at("note") == "🎲 x2");
}

TEST_CASE("an empty table is a short link") {
    model::Battlefield b;
    b.system_id = "aos4";
    const std::string text = link::encode(b).value();
    CHECK(text.size() <= 16);
    CHECK(setup::to_json(round_trip(b)) == setup::to_json(b));
}

TEST_CASE("setups beyond the link limits are refused with the reason") {
    auto message = [](const model::Battlefield& b) {
        auto result = link::encode(b);
        REQUIRE_FALSE(result.ok());
        return result.error().message;
    };
    model::Battlefield b;
    b.system_id = "aos4";
    auto piece = b.add_piece({0, "a", "A", geo::rectangle(1, 1), {1, 1}, 0, 0, 1});

    auto many = b;
    for (int i = 0; i < 512; ++i) many.add_piece(piece);
    CHECK(message(many) == "This setup cannot be made into a link: pieces: 513 (0 to 512 allowed).");

    auto nan = b;
    nan.pieces[0].position.x = std::nan("");
    CHECK(message(nan).find("piece 1 position is nan") != std::string::npos);

    auto far = b;
    far.pieces[0].height = 1e9;
    CHECK(message(far).find("piece 1 height is 1e+09; a link holds at most 4096 inches") != std::string::npos);

    auto long_label = b;
    long_label.pieces[0].label = std::string(129, 'x');
    CHECK(message(long_label).find("piece 1 label is 129 bytes long (at most 128)") != std::string::npos);

    auto not_utf8 = b;
    not_utf8.pieces[0].label = "\xff";
    CHECK(message(not_utf8).find("piece 1 label is not UTF-8 text") != std::string::npos);

    auto points = b;
    points.pieces[0].footprint = geo::ellipse(4, 4, 300);
    CHECK(message(points).find("piece 1 footprint points: 300 (3 to 256 allowed)") != std::string::npos);

    auto board = b;
    board.width = 0;
    CHECK(message(board).find("the board side 0\" is outside") != std::string::npos);

    auto levels = b;
    levels.pieces[0].levels = 256;
    CHECK(message(levels).find("piece 1 has 256 levels (at most 255)") != std::string::npos);
}

TEST_CASE("links from elsewhere or from a newer Battleboard say so") {
    CHECK(link::decode("hello").error().message == "This is not a Battleboard link (a link starts with \"bb7.\").");
    CHECK_FALSE(link::decode("").ok());
    CHECK_FALSE(link::decode("bb0.AAAA").ok());
    CHECK_FALSE(link::decode("bb.AAAA").ok());
    CHECK_FALSE(link::decode("bbx.AAAA").ok());
    CHECK(link::decode("bb8.AAAA").error().message ==
          "This link was made by a newer Battleboard (format 8); this one opens links up to format 7.");
    CHECK(link::decode("bb12.").error().message.find("(format 12)") != std::string::npos);
    CHECK(link::decode("bb6.AB!C").error().message == "This link is damaged (character 7 is not part of a link).");
    CHECK(link::decode("bb1." + std::string(20000, 'A')).error().message ==
          "This link is too long (20004 characters; at most 16384).");
}

TEST_CASE("a shape too big to keep by size is kept by its points") {
    // A 3-sided "ellipse" reaches only 0.87 of its depth: its points fit the limits, its depth does not.
    model::Battlefield b;
    b.system_id = "aos4";
    b.add_piece({0, "odd", "Odd", geo::ellipse(8000, 9400, 3), {1, 1}, 0, 0, 1});
    const auto q = round_trip(b);
    REQUIRE(q.pieces[0].footprint.points.size() == 3);
    CHECK(q.pieces[0].footprint.points[0] == geo::Vec2{4000, 0});
    CHECK(q.pieces[0].footprint.points[1].y == std::round(b.pieces[0].footprint.points[1].y * 8) / 8);
}

TEST_CASE("format 6: a board-aligned rectangular zone comes back exactly, whichever corner it starts at") {
    const std::vector<geo::Vec2> ring{{1.5, 40}, {70.125, 40}, {70.125, 47.5}, {1.5, 47.5}};
    for (double nudge : {0.0, 0.125}) {  // on the zone editor's half-inch grid, and off it
        for (std::size_t start = 0; start < 4; ++start) {
            for (int step : {1, 3}) {
                CAPTURE(nudge);
                CAPTURE(start);
                CAPTURE(step);
                model::Battlefield b;
                b.system_id = "wfb8";
                b.width = 72, b.depth = 48;
                geo::Polygon area;
                for (std::size_t i = 0; i < 4; ++i) area.points.push_back(ring[(start + i * step) % 4]);
                b.territories.push_back({"Zone", area});
                b.territories.push_back({"Other", {{{0, 0}, {12 + nudge, 0}, {12, 6}, {0, 6}}}});
                const auto back = round_trip(b);
                CHECK(back.territories[0].area.points == area.points);
                CHECK(back.territories[1].area.points == b.territories[1].area.points);
            }
        }
    }
    // Two corners cost fewer bits than four points.
    model::Battlefield rectangle, skewed;
    rectangle.width = skewed.width = 72, rectangle.depth = skewed.depth = 48;
    rectangle.territories.push_back({"Zone", {{{0.5, 36}, {71.5, 36}, {71.5, 48}, {0.5, 48}}}});
    skewed.territories.push_back({"Zone", {{{0.5, 36}, {71.5, 36}, {71.5, 48}, {1, 48}}}});
    CHECK(link::encode(rectangle).value().size() + 5 < link::encode(skewed).value().size());
}

TEST_CASE("format 6: texts that start alike cost little more than one of them") {
    auto with_names = [](const std::string& a, const std::string& b) {
        model::Battlefield field;
        field.width = 72, field.depth = 48;
        field.territories.push_back({a, {{{0, 0}, {72, 0}, {72, 12}, {0, 12}}}});
        field.territories.push_back({b, {{{0, 36}, {72, 36}, {72, 48}, {0, 48}}}});
        const auto back = round_trip(field);
        CHECK(back.territories[0].name == a);
        CHECK(back.territories[1].name == b);
        return link::encode(field).value().size();
    };
    CHECK(with_names("Player 1", "Player 2") + 4 < with_names("Player 1", "Vanguard"));
    CHECK(with_names("Руины 1", "Руины 2") + 4 < with_names("Руины 1", "Замок 2"));
    with_names("Ж", "З");  // share half a character: nothing is shared
}

TEST_CASE("format 6: pieces may go back to a kind seen before") {
    model::Battlefield b;
    b.width = 60, b.depth = 44;
    const char* kinds[] = {"a", "b", "a", "c", "c", "b", "a", "d"};
    for (const char* kind : kinds) b.add_piece({0, kind, kind, geo::rectangle(2, 1), {10, 10}, 0, 1, 1});
    const auto back = round_trip(b);
    REQUIRE(back.pieces.size() == std::size(kinds));
    for (std::size_t i = 0; i < back.pieces.size(); ++i) CHECK(back.pieces[i].catalogue_id == kinds[i]);
}
