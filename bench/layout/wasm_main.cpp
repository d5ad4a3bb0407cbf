// The layout generator and the aos4 rules compiled to wasm together (the plugin's own functions, called
// directly): the golden layouts' seeds must give exactly the checked-in tables, as natively, and the time per
// table over rolled battleplans is printed as p50/p99. Run by bench/layout/run-wasm.
#include "battleboard/layout/battleplan_layout.hpp"
#include "battleboard/layout/generate_layout.hpp"
#include "battleboard/rules/roll.hpp"
#include "battleboard/setup/setup_json.hpp"
#include "layout_constraints.hpp"
#include "setup_rules.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace bb::plugin {
sys::SystemDescription describe_system();
}

int main(int argc, char** argv) {
    using namespace bb;
    if (argc < 2) {
        std::fprintf(stderr, "usage: node bench.js GOLDEN_LAYOUTS_DIR [SEEDS]\n");
        return 2;
    }
    const std::string folder = argv[1];
    const std::uint32_t seeds = argc > 2 ? static_cast<std::uint32_t>(std::stoul(argv[2])) : 1000;
    const sys::SystemDescription system = plugin::describe_system();
    const std::string edition = system.editions.front().id;
    auto constraints = ::aos4::layout_constraints(edition);
    if (!constraints) return 2;
    std::vector<sys::CatalogueEntry> pool;
    for (const auto* entry : system.catalogue_for(edition)) pool.push_back(*entry);
    const auto check = [](const model::Battlefield& b) { return ::aos4::validate_setup(b); };
    const auto request_for = [&](model::Battlefield start, std::uint32_t seed) {
        layout::LayoutRequest r;
        r.start = std::move(start);
        r.pool = pool;
        r.constraints = *constraints;
        r.features = layout::default_feature_count(system, r.start, r.constraints);
        r.seed = seed;
        return r;
    };
    model::Battlefield board;
    board.system_id = "aos4";
    board.rules_edition = edition;
    board.width = system.board_sizes.at(0).width;
    board.depth = system.board_sizes.at(0).depth;

    int mismatches = 0;
    for (std::uint32_t seed : {1u, 2u}) {
        const std::string path = folder + "/aos4-seed-" + std::to_string(seed) + ".battleboard.json";
        std::ifstream file(path);
        std::stringstream expected;
        expected << file.rdbuf();
        auto result = layout::generate_layout(request_for(board, seed), check);
        const bool same = file.good() && result.ok() && setup::to_json(result->battlefield) + "\n" == expected.str();
        std::printf("%s %s\n", same ? "same as golden:" : "DIFFERS from golden:", path.c_str());
        mismatches += !same;
    }

    // 2000-point board, battleplan rolled per seed, as bench/layout does natively.
    std::size_t board_2000 = 0;
    while (system.board_sizes.at(board_2000).points != 2000) ++board_2000;
    board.width = system.board_sizes[board_2000].width;
    board.depth = system.board_sizes[board_2000].depth;
    std::vector<double> ms;
    std::uint32_t clean = 0;
    for (std::uint32_t seed = 1; seed <= seeds; ++seed) {
        model::Battlefield start = board;
        rules::DiceEngine dice(seed);
        if (auto plan = layout::roll_battleplan(system, dice)) layout::apply_battleplan(start, *plan);
        const auto from = std::chrono::steady_clock::now();
        auto result = layout::generate_layout(request_for(start, seed), check);
        ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - from).count());
        clean += result.ok() && !result->findings.has_breach();
    }
    std::sort(ms.begin(), ms.end());
    std::printf("aos4 2000 points, rolled battleplan, wasm: %u seeds, %.2f%% clean, p50 %.3f ms, p99 %.3f ms\n", seeds,
                100.0 * clean / seeds, ms[ms.size() / 2], ms[std::min(ms.size() - 1, ms.size() * 99 / 100)]);
    return mismatches ? 1 : 0;
}
