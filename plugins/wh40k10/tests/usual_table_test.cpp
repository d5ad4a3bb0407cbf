// The generator's defaults for a 40K table where the Core Rules give no count: a dozen features, most of them
// ruins, as matched-play tables are built. They are labelled common practice, not a rule, and the player's own
// count, symmetry and terrain box still decide; the system's own check passes every table.
#include "battleboard/layout/generate_layout.hpp"
#include "battleboard/layout/terrain_box.hpp"
#include "support/real_plugin.hpp"

#include <doctest/doctest.h>

#include <algorithm>

namespace {

using namespace bb;

struct Table {
    std::size_t pieces = 0, ruins = 0;
};

struct Generator {
    plugin::PluginClient client = testing::connect_plugin("wh40k10");
    sys::SystemDescription system = testing::describe_plugin("wh40k10");

    layout::LayoutRequest request(std::uint32_t seed) {
        model::Battlefield start;
        start.system_id = system.id;
        start.rules_edition = system.editions.front().id;
        start.width = system.board_sizes.front().width;
        start.depth = system.board_sizes.front().depth;
        auto r = testing::default_layout_request(client, system, std::move(start), seed);
        return r;
    }

    // Generates the table and asks the plugin's own check again of the result: it must find no breach.
    Table generate(const layout::LayoutRequest& r) {
        auto result = layout::generate_layout(r, [&](const model::Battlefield& b) { return client.validate(b); });
        REQUIRE(result.ok());
        const auto again = client.validate(result->battlefield);
        REQUIRE(again.ok());
        CHECK_FALSE(again->has_breach());
        Table table;
        table.pieces = result->battlefield.pieces.size();
        for (const auto& piece : result->battlefield.pieces) {
            const auto* entry = system.find_entry(piece.catalogue_id, r.start.rules_edition);
            REQUIRE(entry);
            table.ruins += entry->has_keyword("RUINS");
        }
        return table;
    }
};

template <class Number>
Number median(std::vector<Number> values) {
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

}  // namespace

TEST_CASE("wh40k10: 20 generated tables on the default board have a median of 12 or more pieces, half or more ruins") {
    Generator g;
    std::vector<std::size_t> pieces;
    std::vector<double> ruin_shares;
    for (std::uint32_t seed = 1; seed <= 20; ++seed) {
        CAPTURE(seed);
        const Table table = g.generate(g.request(seed));
        pieces.push_back(table.pieces);
        ruin_shares.push_back(double(table.ruins) / double(table.pieces));
    }
    CHECK(median(pieces) >= 12);
    CHECK(median(ruin_shares) >= 0.5);
}

TEST_CASE("wh40k10: the usual count is labelled common practice, not a rule, and kept to the default board") {
    Generator g;
    const auto& board = g.system.board_sizes.front();
    CHECK(board.terrain_features == 12);
    CHECK(board.terrain_note.find("common practice, not a rule") != std::string::npos);
    const auto constraints = g.client.layout_constraints(g.system.editions.front().id);
    REQUIRE(constraints.ok());
    REQUIRE(constraints->mixes.size() == 1);
    REQUIRE(constraints->mixes[0].per_keyword.size() == 1);
    CHECK(constraints->mixes[0].per_keyword[0].keyword == "RUINS");
    CHECK(2 * constraints->mixes[0].per_keyword[0].count >= constraints->mixes[0].features);
    // A board of any other size keeps the old count by area, and no note.
    model::Battlefield small;
    small.width = 44;
    small.depth = 30;
    CHECK(layout::board_size_of(g.system, small) == nullptr);
}

TEST_CASE("wh40k10: point and mirror symmetry keep the usual table, six pieces a side") {
    Generator g;
    for (const auto symmetry : {layout::Symmetry::Point, layout::Symmetry::Mirror}) {
        for (std::uint32_t seed = 1; seed <= 5; ++seed) {
            CAPTURE(seed);
            auto r = g.request(seed);
            r.symmetry = symmetry;
            const Table table = g.generate(r);
            CHECK(table.pieces == 12);
            CHECK(2 * table.ruins >= table.pieces);
        }
    }
}

TEST_CASE("wh40k10: the player's count and terrain box override the usual table") {
    Generator g;
    auto fewer = g.request(3);
    fewer.features = 6;  // "Fewer" in the app, --features in the CLI: the ruins' share scales with it
    const Table six = g.generate(fewer);
    CHECK(six.pieces == 6);
    CHECK(six.ruins >= 4);

    // A box without ruins still makes a table from what it holds.
    layout::TerrainBox box;
    box.system_id = "wh40k10";
    box.pieces = {{"Crater", "crater", 7, 6}, {"Barricade", "barricade", 6, 1}, {"Hill", "hill", 12, 8}};
    auto entries = layout::box_entries(box, g.system, g.system.editions.front().id);
    REQUIRE(entries.ok());
    auto from_box = g.request(4);
    from_box.pool = *entries;
    from_box.pool_is_box = true;
    from_box.features = 3;
    const Table boxed = g.generate(from_box);
    CHECK(boxed.pieces == 3);
    CHECK(boxed.ruins == 0);
}

TEST_CASE("wh40k10: a table of five features, the old default, is as legal as before") {
    Generator g;
    for (std::uint32_t seed = 1; seed <= 5; ++seed) {
        auto r = g.request(seed);
        r.features = 5;
        auto result = layout::generate_layout(r, [&](const model::Battlefield& b) { return g.client.validate(b); });
        REQUIRE(result.ok());
        const auto findings = g.client.validate(result->battlefield);
        REQUIRE(findings.ok());
        CHECK(findings->items.empty());  // no count is a rule: nothing is said of too few features
    }
}
