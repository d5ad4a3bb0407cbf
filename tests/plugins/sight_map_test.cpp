// The sight map against the single "sight" question, over random scenes of every system, and the verdicts at
// the rule boundaries the seeds give (distances in inches, 32 mm = 1.26" bases unless said).
#include "battleboard/rules/sight_map.hpp"
#include "battleboard/layout/piece_from_entry.hpp"
#include "battleboard/plugin/operations.hpp"
#include "battleboard/system/system_description.hpp"
#include "support/real_plugin.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <random>

using namespace bb;
using rules::Visibility;

namespace {

// An answer that agrees with itself: nothing hidden is in cover, cover and hiding are each explained.
void check_consistent(const rules::SightAnswer& answer) {
    bool cover_reason = false, hiding_reason = false;
    for (const auto& r : answer.reasons) {
        cover_reason |= r.kind == rules::ReasonKind::Cover;
        hiding_reason |= r.kind == rules::ReasonKind::Visibility;
    }
    if (answer.visibility == Visibility::Hidden) CHECK_FALSE(answer.in_cover);
    CHECK(answer.in_cover == cover_reason);
    CHECK(answer.in_cover == !answer.cover.empty());
    if (answer.visibility != Visibility::Visible) CHECK(hiding_reason);
}

model::Battlefield random_scene(const std::string& system, const std::string& edition, std::mt19937& random,
                                int pieces) {
    const auto description = testing::describe_plugin(system);
    std::vector<const sys::CatalogueEntry*> entries;
    for (const auto& e : description.catalogue)
        if (edition.empty() || sys::applies_to(e.editions, edition)) entries.push_back(&e);
    REQUIRE_FALSE(entries.empty());
    model::Battlefield field;
    field.system_id = system;
    field.rules_edition = edition;
    std::uniform_real_distribution<double> x(2, field.width - 2), y(2, field.depth - 2), turn(0, 360);
    std::uniform_int_distribution<std::size_t> pick(0, entries.size() - 1);
    std::uniform_int_distribution<std::uint32_t> levels(1, 3);
    for (int i = 0; i < pieces; ++i) {
        auto piece = layout::piece_from_entry(*entries[pick(random)], {x(random), y(random)}, turn(random));
        piece.label = "Piece " + std::to_string(i + 1);
        piece.levels = levels(random);
        field.add_piece(std::move(piece));
    }
    return field;
}

rules::ModelSpot random_model(std::mt19937& random, const model::Battlefield& field,
                              const std::vector<std::string>& keyword_choices) {
    std::uniform_real_distribution<double> x(0.5, field.width - 0.5), y(0.5, field.depth - 0.5), h(0, 8);
    const double bases[] = {1.26, 1.57, 1.97, 2.36};
    rules::ModelSpot m;
    m.position = {x(random), y(random)};
    m.base = bases[random() % 4];
    m.height = h(random);
    m.elevation = random() % 2 ? 0 : h(random);
    for (const auto& k : keyword_choices)
        if (random() % 4 == 0) m.keywords.push_back(k);
    return m;
}

// Every spot of the map against the single question for a model standing there.
void compare_map(plugin::PluginClient& client, const rules::SightMapQuestion& q) {
    auto map = client.request(plugin::kSightMap, q);
    REQUIRE(map.ok());
    REQUIRE(map->spots.size() == std::size_t(map->columns) * map->rows);
    std::size_t compared = 0, unavailable = 0;
    for (std::uint32_t row = 0; row < map->rows; ++row)
        for (std::uint32_t column = 0; column < map->columns; ++column) {
            const geo::Vec2 spot{(column + 0.5) * map->spacing, (row + 0.5) * map->spacing};
            const auto code = map->at(column, row);
            auto single = client.request(plugin::kSight, rules::question_at(q, spot));
            if (rules::SightMap::unavailable(code)) {
                CHECK_FALSE(single.ok());
                ++unavailable;
                continue;
            }
            REQUIRE(single.ok());
            check_consistent(*single);
            INFO("spot " << spot.x << "," << spot.y);
            CHECK(rules::SightMap::visibility(code) == single->visibility);
            CHECK(map->cover(code) == (single->in_cover ? single->cover : std::string()));
            ++compared;
        }
    CHECK(compared > 0);
    CHECK(unavailable < compared);
    // The same map asked a band of rows at a time, as the app spreads it over frames, is the same map.
    const std::uint32_t band = 7;
    for (std::uint32_t first = 0; first < map->rows; first += band) {
        CAPTURE(first);
        auto part = client.request(plugin::kSightMapRows, rules::SightMapRows{q, first, band});
        REQUIRE(part.ok());
        REQUIRE(part->columns == map->columns);
        REQUIRE(part->rows == std::min(band, map->rows - first));
        for (std::uint32_t row = 0; row < part->rows; ++row)
            for (std::uint32_t column = 0; column < part->columns; ++column) {
                const auto code = part->at(column, row), whole = map->at(column, first + row);
                CHECK((code & 3) == (whole & 3));
                CHECK(part->cover(code) == map->cover(whole));
            }
    }
}

struct SystemCase {
    const char* system;
    const char* edition;
    std::vector<std::string> keywords;
};

}  // namespace

TEST_CASE("property: the sight map gives every spot the single question's verdict, in every system") {
    const SystemCase cases[] = {
        {"wh40k10", "", {"INFANTRY", "AIRCRAFT", "TOWERING"}},
        {"aos4", "bpr-2025-06", {"FLY", "MONSTER"}},
        {"aos4", "gh-2024-25", {"FLY", "MONSTER"}},
        {"wfb8", "", {}},
        {"tow", "", {}},
        {"wh40k7", "", {}},
    };
    std::mt19937 random(2026);
    // The sanitizer pass (many times slower) runs only the last, crowded scenes: BB_SIGHT_MAP_SCENES of the five.
    const char* limit = std::getenv("BB_SIGHT_MAP_SCENES");
    const int first = limit ? 5 - std::clamp(std::atoi(limit), 1, 5) : 0;
    for (const auto& c : cases) {
        CAPTURE(c.system);
        CAPTURE(c.edition);
        auto client = testing::connect_plugin(c.system);
        // Sparse scenes at 1", then crowded ones at 0.75" where most spots are near some piece (the map shares
        // judgements between spots alike near pieces too), each way round.
        for (int scene = 0; scene < 5; ++scene) {
            CAPTURE(scene);
            rules::SightMapQuestion q;
            const bool run = scene >= first;
            q.battlefield = random_scene(c.system, c.edition, random, scene < 3 ? 8 : 30);
            q.fixed = random_model(random, q.battlefield, c.keywords);
            q.mover = random_model(random, q.battlefield, c.keywords);
            q.spacing = scene < 3 ? 1.0 : 0.75;
            q.reverse = scene == 2 || scene == 4;
            if (run) compare_map(client, q);  // scenes skipped still draw their randoms: the same scenes either way
        }
    }
}

TEST_CASE("the sight map refuses an observer off the board, a spacing it cannot draw and rows past the last") {
    auto client = testing::connect_plugin("wh40k10");
    rules::SightMapQuestion q;
    q.battlefield.system_id = "wh40k10";
    q.fixed.position = {-1, 10};
    auto map = client.request(plugin::kSightMap, q);
    REQUIRE_FALSE(map.ok());
    CHECK(map.error().message.find("off the") != std::string::npos);
    q.fixed.position = {10, 10};
    q.spacing = 0.01;
    CHECK_FALSE(client.request(plugin::kSightMap, q).ok());
    q.spacing = 0.25;
    const auto rows = rules::sight_map_size(q.battlefield, q.spacing).second;
    auto last = client.request(plugin::kSightMapRows, rules::SightMapRows{q, rows - 1, 10});
    REQUIRE(last.ok());
    CHECK(last->rows == 1);
    auto past = client.request(plugin::kSightMapRows, rules::SightMapRows{q, rows, 10});
    REQUIRE_FALSE(past.ok());
    CHECK(past.error().message.find("past its last row") != std::string::npos);
}
