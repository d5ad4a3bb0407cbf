// Layouts generated against the real plugins' setup checks, for every game system.
#include "battleboard/layout/battleplan_layout.hpp"
#include "battleboard/layout/generate_layout.hpp"
#include "battleboard/rules/roll.hpp"
#include "battleboard/setup/setup_json.hpp"
#include "support/real_plugin.hpp"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace bb;

namespace {

layout::GeneratedLayout generate(plugin::PluginClient& client, const sys::SystemDescription& system,
                                 model::Battlefield start, std::uint32_t seed) {
    const auto request = testing::default_layout_request(client, system, std::move(start), seed);
    auto result = layout::generate_layout(request, [&](const model::Battlefield& b) { return client.validate(b); });
    REQUIRE(result.ok());
    return std::move(*result);
}

model::Battlefield board_for(const sys::SystemDescription& system, std::size_t board) {
    model::Battlefield b;
    b.system_id = system.id;
    b.rules_edition = system.editions.front().id;
    b.width = system.board_sizes.at(board).width;
    b.depth = system.board_sizes.at(board).depth;
    return b;
}

}  // namespace

TEST_CASE("aos4: a rolled battleplan on a 2000-point board gets 8 features the battlepack accepts") {
    auto client = testing::connect_plugin("aos4");
    const auto system = testing::describe_plugin("aos4");
    std::size_t board = 0;
    while (system.board_sizes.at(board).points != 2000) ++board;
    rules::DiceEngine dice(5);
    for (std::uint32_t seed = 1; seed <= 3; ++seed) {
        auto start = board_for(system, board);
        auto plan = layout::roll_battleplan(system, dice);
        REQUIRE(plan.ok());
        layout::apply_battleplan(start, *plan);
        CHECK(start.battleplan_id == (*plan)->id);
        const auto result = generate(client, system, start, seed);
        CHECK(result.battlefield.pieces.size() == 8);
        CHECK_FALSE(result.findings.has_breach());  // 3" from edges and objectives, 6" apart
        CHECK(result.battlefield.objectives.size() == start.objectives.size());
    }
}

TEST_CASE("every game system generates a layout with no breach on its default board") {
    for (const std::string id : {"aos4", "wfb8", "tow", "wh40k10", "wh40k7"}) {
        CAPTURE(id);
        auto client = testing::connect_plugin(id);
        const auto system = testing::describe_plugin(id);
        const auto result = generate(client, system, board_for(system, 0), 2);
        CHECK(result.battlefield.pieces.size() == layout::default_feature_count(system, board_for(system, 0)));
        auto again = client.validate(result.battlefield);
        REQUIRE(again.ok());
        CHECK_FALSE(again->has_breach());
    }
}

TEST_CASE("aos4: 2000-point layouts over many seeds are clean, follow the 4 small + 4 medium mix, no faction terrain") {
    auto client = testing::connect_plugin("aos4");
    const auto system = testing::describe_plugin("aos4");
    std::size_t board = 0;
    while (system.board_sizes.at(board).points != 2000) ++board;
    rules::DiceEngine dice(200);
    for (std::uint32_t seed = 190; seed <= 230; ++seed) {
        CAPTURE(seed);
        auto start = board_for(system, board);
        auto plan = layout::roll_battleplan(system, dice);
        REQUIRE(plan.ok());
        layout::apply_battleplan(start, *plan);
        const auto result = generate(client, system, start, seed);
        CHECK(result.battlefield.pieces.size() == 8);
        CHECK(result.findings.items.empty());  // not even advice: the mix is met by construction
        for (const auto& piece : result.battlefield.pieces) {
            const auto* entry = system.find_entry(piece.catalogue_id, start.rules_edition);
            REQUIRE(entry);
            CHECK(entry->category != "Faction Terrain");
        }
    }
}

TEST_CASE("golden layouts: fixed seeds give exactly the checked-in tables") {
    // tests/golden/layouts/<system>-seed-<n>.battleboard.json; tests/browser/layout-wasm.test.mjs compares the
    // wasm build's aos4 layouts for the same seeds with the same files, so native and wasm agree.
    const std::filesystem::path folder = std::filesystem::path(BB_GOLDEN_DIR) / "layouts";
    for (const std::string id : {"aos4", "wh40k10"}) {
        auto client = testing::connect_plugin(id);
        const auto system = testing::describe_plugin(id);
        for (std::uint32_t seed : {1u, 2u}) {
            CAPTURE(id);
            CAPTURE(seed);
            const auto result = generate(client, system, board_for(system, 0), seed);
            const auto path = folder / (id + "-seed-" + std::to_string(seed) + ".battleboard.json");
            std::ifstream file(path);
            REQUIRE_MESSAGE(file.good(), "missing golden layout " << path.string());
            std::stringstream expected;
            expected << file.rdbuf();
            CHECK(setup::to_json(result.battlefield) + "\n" == expected.str());
        }
    }
}
