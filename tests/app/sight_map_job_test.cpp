// The sight map drawn band by band over frames is the map drawn at once, covers and all; a plugin without bands
// is asked for the whole map, and an error stops the map with its message.
#include "app/session/sight_map_job.hpp"

#include <doctest/doctest.h>

using namespace bb;

namespace {

// A judge with a cover of its own for each piece, so bands meet covers in different orders.
rules::SightAnswer judge(const rules::SightQuestion&, const rules::SightLines& lines) {
    auto answer = rules::start_answer(lines);
    for (const auto& on : lines.pieces) {
        if (on.crossed_by_all(lines.total)) {
            rules::add_reason(answer, on.piece, rules::Visibility::Hidden, "behind");
        } else if (on.lines_crossing > 0) {
            rules::add_reason(answer, on.piece, rules::Visibility::PartlyHidden, "partly behind");
            rules::add_cover(answer, on.piece, "cover from " + on.piece->label, "partly behind");
        }
    }
    rules::settle(answer);
    return answer;
}

rules::SightMapQuestion scene() {
    rules::SightMapQuestion q;
    q.battlefield.width = 24;
    q.battlefield.depth = 18;
    const geo::Vec2 spots[] = {{6, 6}, {12, 12}, {18, 5}};
    for (std::size_t i = 0; i < 3; ++i) {
        model::TerrainPiece piece;
        piece.label = "Piece " + std::to_string(i + 1);
        piece.footprint = geo::Polygon{{{-1.5, -1}, {1.5, -1}, {1.5, 1}, {-1.5, 1}}};
        piece.position = spots[i];
        q.battlefield.add_piece(std::move(piece));
    }
    q.fixed.position = {3, 15};
    q.spacing = 0.5;
    return q;
}

Result<rules::SightMap> whole(const rules::SightMapQuestion& q) { return rules::sight_map_with(q, &judge); }
Result<rules::SightMap> rows(const rules::SightMapRows& r) { return rules::answer_rows<&whole>(r); }

}  // namespace

TEST_CASE("a sight map drawn a band per frame is the map drawn at once") {
    const auto q = scene();
    const auto expected = whole(q);
    REQUIRE(expected.ok());
    REQUIRE(expected->covers.size() >= 2);
    app::SightMapJob job;
    job.start(q);
    std::optional<Result<rules::SightMap>> done;
    int calls = 0;
    while (!done && calls < 1000) {
        done = job.advance(rows, whole, 0);  // no time to spare: one band a frame
        ++calls;
    }
    REQUIRE(done.has_value());
    REQUIRE(done->ok());
    CHECK_FALSE(job.running());
    CHECK(job.frames() == static_cast<std::uint32_t>(calls));
    CHECK(job.bands() == static_cast<std::uint32_t>(calls));  // one band a frame
    CHECK(job.longest_frame_ms() > 0);
    CHECK(calls > 1);
    const auto& map = **done;
    CHECK(map.columns == expected->columns);
    CHECK(map.rows == expected->rows);
    CHECK(map.covers == expected->covers);
    CHECK(map.spots == expected->spots);
}

TEST_CASE("a plugin without bands draws the whole map; an error mid-way is the map's error") {
    const auto q = scene();
    app::SightMapJob job;
    job.start(q);
    const auto no_bands = [](const rules::SightMapRows&) -> Result<rules::SightMap> {
        return make_error("unknown operation");
    };
    auto done = job.advance(no_bands, whole, 0);
    REQUIRE(done.has_value());
    REQUIRE(done->ok());
    CHECK((*done)->spots == whole(q)->spots);

    job.start(q);
    REQUIRE(job.advance(rows, whole, 0) == std::nullopt);  // the first band is in
    const auto broken = [](const rules::SightMapRows&) -> Result<rules::SightMap> {
        return make_error("the plugin stopped");
    };
    done = job.advance(broken, whole, 0);
    REQUIRE(done.has_value());
    REQUIRE_FALSE(done->ok());
    CHECK(done->error().message == "the plugin stopped");
}
