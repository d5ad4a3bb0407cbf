#include "battleboard/rules/sight.hpp"

#include <doctest/doctest.h>

#include <cmath>

using namespace bb;

namespace {

rules::SightQuestion across_a_wall(geo::Vec2 target, double wall_length) {
    rules::SightQuestion q;
    q.battlefield.add_piece({0, "wall", "Wall", geo::rectangle(1, wall_length), {30, 22}, 0, 2, 1});
    q.observer.position = {20, 22};
    q.target.position = target;
    return q;
}

const rules::PieceOnSightLines* first(const rules::SightLines& lines) {
    return lines.pieces.empty() ? nullptr : &lines.pieces.front();
}

}  // namespace

TEST_CASE("every line between the bases crosses a long wall between them") {
    const auto lines = rules::trace_sight_lines(across_a_wall({40, 22}, 20), {.centre_line = true});
    CHECK(lines.total == 25);
    CHECK(lines.distance == doctest::Approx(20 - 1.26));
    REQUIRE(first(lines));
    CHECK(first(lines)->crossed_by_all(lines.total));
    CHECK(first(lines)->centre_line_inside == doctest::Approx(1.0));
    CHECK_FALSE(first(lines)->holds_observer);
    CHECK_FALSE(first(lines)->holds_target);
}

TEST_CASE("a short wall hides only some lines, and a wall off to the side none") {
    auto lines = rules::trace_sight_lines(across_a_wall({40, 22}, 0.5));
    REQUIRE(first(lines));
    CHECK(first(lines)->lines_crossing > 0);
    CHECK(first(lines)->lines_crossing < lines.total);
    lines = rules::trace_sight_lines(across_a_wall({40, 40}, 4));  // the line runs far above the wall
    CHECK(lines.pieces.empty());
}

TEST_CASE("standing on a piece: held, wholly on, and the gap to its edge") {
    rules::SightQuestion q;
    q.battlefield.add_piece({0, "wood", "Wood", geo::rectangle(10, 10), {10, 10}, 0, 3, 1});
    q.observer.position = {40, 10};
    q.target.position = {10, 10};
    auto lines = rules::trace_sight_lines(q);
    REQUIRE(first(lines));
    CHECK(first(lines)->holds_target);
    CHECK(first(lines)->target_wholly_on);
    CHECK(first(lines)->target_gap == 0);
    CHECK(first(lines)->observer_gap == doctest::Approx(25 - 0.63));
    q.target.position = {14.8, 10};  // the centre inside, the rim over the edge
    lines = rules::trace_sight_lines(q);
    CHECK(first(lines)->holds_target);
    CHECK_FALSE(first(lines)->target_wholly_on);
}

TEST_CASE("answers collect reasons and keep the most hidden verdict and the first cover") {
    rules::SightAnswer answer;
    model::TerrainPiece piece;
    piece.id = 4;
    add_reason(answer, &piece, rules::Visibility::Hidden, "blocked");
    add_reason(answer, nullptr, rules::Visibility::PartlyHidden, "partly");
    CHECK(answer.visibility == rules::Visibility::Hidden);
    add_cover(answer, &piece, "soft cover", "in the wood");
    add_cover(answer, &piece, "hard cover", "behind a wall");
    CHECK(answer.in_cover);
    CHECK(answer.cover == "soft cover");
    REQUIRE(answer.reasons.size() == 4);
    CHECK(answer.reasons[0].piece_id == 4);
    CHECK(answer.reasons[1].piece_id == 0);
}

TEST_CASE("a settled answer never has a hidden target in cover, and keeps what hides it") {
    rules::SightAnswer answer;
    model::TerrainPiece ruin, woods;
    ruin.id = 1;
    woods.id = 2;
    add_cover(answer, &woods, "+1 save", "seen through the woods");
    add_note(answer, &woods, "a note");
    add_reason(answer, &ruin, rules::Visibility::Hidden, "every line passes through the ruin");
    settle(answer);
    CHECK(answer.visibility == rules::Visibility::Hidden);
    CHECK_FALSE(answer.in_cover);
    CHECK(answer.cover.empty());
    REQUIRE(answer.reasons.size() == 2);
    CHECK(answer.reasons[0].kind == rules::ReasonKind::Note);
    CHECK(answer.reasons[1].piece_id == 1);
    CHECK(answer.reasons[1].kind == rules::ReasonKind::Visibility);
    rules::SightAnswer seen;
    add_cover(seen, &woods, "+1 save", "seen through the woods");
    settle(seen);
    CHECK(seen.in_cover);  // visible targets keep their cover
}

TEST_CASE("lines are drawn between fixed points of each base, whichever way the models face") {
    rules::ModelSpot model;
    model.position = {10, 20};
    model.base = 2;
    const auto points = rules::spot_points(model);
    REQUIRE(points.size() == rules::kSpotPoints);
    CHECK(points[0] == geo::Vec2{10, 20});
    CHECK(points[1] == geo::Vec2{11, 20});
    CHECK(points[4] == geo::Vec2{10, 19});
}

TEST_CASE("a model moved along +x less than facts_steady_along_x keeps every fact a judge compares") {
    // Walks rows across a turned rectangle and an oval, from far outside through them, as the sight map walks a
    // row, checking every spot within each room.
    const model::TerrainPiece ruin{0, "ruins", "Ruin", geo::rectangle(4, 2.5), {30, 22}, 30, 2, 1};
    const model::TerrainPiece wood{1, "woods", "Wood", geo::ellipse(6, 4, 24), {30, 22}, 10, 2, 1};
    for (const auto& piece : {ruin, wood}) {
        const auto on_board = piece.on_board();
        REQUIRE(geo::is_convex(on_board));
        const auto facts = [&](geo::Vec2 at, double base) {
            rules::PieceOnSightLines on;
            rules::ModelSpot model;
            model.position = at;
            model.base = base;
            const auto place = rules::measure_model(on, on_board, model, false, true);
            return std::pair{std::tuple{on.holds_target, on.target_wholly_on, on.target_wholly_near,
                                        rules::gap_class(on.target_gap)},
                             place};
        };
        for (const double base : {1.26, 2.36, 5.0, 7.0}) {
            CAPTURE(base);
            std::size_t measures = 0, spots = 0;
            for (double y = 15.05; y < 29; y += 0.45)
                for (double x = 18; x < 42;) {
                    CAPTURE(x);
                    CAPTURE(y);
                    const auto [here, at] = facts({x, y}, base);
                    const double room = rules::facts_steady_along_x(at, base / 2);
                    CHECK(room >= 0);
                    // Every 0.01" (up to past the piece) and a hair short of the room.
                    std::size_t differ = facts({x + room * 0.999999, y}, base).first != here;
                    for (double h = 0.01; h < std::min(room, 16.0); h += 0.01)
                        differ += facts({x + h, y}, base).first != here;
                    CHECK(differ == 0);
                    // Walk on in 0.25" steps past the room, as the map does.
                    const double next = x + 0.25 * std::max(1.0, std::ceil(room / 0.25));
                    spots += static_cast<std::size_t>(std::round((next - x) / 0.25));
                    ++measures;
                    x = next;
                }
            // Most spots are skipped: rows above and below keep their facts far along.
            if (base < 6) CHECK(measures * 3 < spots);
        }
    }
}
