// The layout generator and the aos4 rules compiled to wasm together (the plugin's own functions, called
// directly): the golden layouts' seeds must give the checked-in tables, as natively, and the time per table over
// rolled battleplans is printed as p50/p99. Built by the web build (tests/browser/layout-wasm.test.mjs runs it
// under node) and by bench/layout/run-wasm.
//
// "The same table" is compared as data with every number within 1e-9": the catalogue's round outlines come from
// sin and cos, whose last bit musl (wasm) and glibc (native) may round differently (one corner of an oval was
// 4.4e-16" apart); every piece's kind, position and turn must match, and they do exactly.
#include "battleboard/layout/battleplan_layout.hpp"
#include "battleboard/layout/generate_layout.hpp"
#include "battleboard/rules/roll.hpp"
#include "battleboard/setup/setup_json.hpp"
#include "layout_constraints.hpp"
#include "setup_rules.hpp"

#include <emscripten.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace bb::plugin {
sys::SystemDescription describe_system();
}

namespace {

// CPU time of the node process in ms (as natively, a loaded machine's other work is not counted; node's own
// compiler threads are).
EM_JS(double, cpu_ms, (), {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1000;
});

// Equal as data, numbers within `tolerance`; the first difference is named in `where`.
bool same_within(const nlohmann::json& a, const nlohmann::json& b, double tolerance, std::string& where,
                 const std::string& path = "") {
    if (a.is_number() && b.is_number()) {
        if (std::abs(a.get<double>() - b.get<double>()) <= tolerance) return true;
    } else if (a.type() == b.type() && a.is_object() && a.size() == b.size()) {
        for (const auto& [key, value] : a.items())
            if (!b.contains(key) || !same_within(value, b[key], tolerance, where, path + "." + key)) return false;
        return true;
    } else if (a.type() == b.type() && a.is_array() && a.size() == b.size()) {
        for (std::size_t i = 0; i < a.size(); ++i)
            if (!same_within(a[i], b[i], tolerance, where, path + "[" + std::to_string(i) + "]")) return false;
        return true;
    } else if (a == b) {
        return true;
    }
    where = path + ": " + a.dump() + " vs " + b.dump();
    return false;
}

}  // namespace

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
        const bool exact = file.good() && result.ok() && setup::to_json(result->battlefield) + "\n" == expected.str();
        std::string where = file.good() ? "" : "no golden file";
        const bool same = exact || (file.good() && result.ok() &&
                                    same_within(nlohmann::json::parse(setup::to_json(result->battlefield)),
                                                nlohmann::json::parse(expected.str()), 1e-9, where));
        std::printf("%s %s%s\n",
                    exact  ? "same as golden (exactly):"
                    : same ? "same as golden (within 1e-9\"):"
                           : "DIFFERS from golden:",
                    path.c_str(), same ? "" : (" at " + where).c_str());
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
        const double from = cpu_ms();
        auto result = layout::generate_layout(request_for(start, seed), check);
        ms.push_back(cpu_ms() - from);
        clean += result.ok() && !result->findings.has_breach();
    }
    if (ms.empty()) return mismatches ? 1 : 0;  // 0 seeds: the golden layouts only
    std::sort(ms.begin(), ms.end());
    std::printf("aos4 2000 points, rolled battleplan, wasm: %u seeds, %.2f%% clean, CPU p50 %.3f ms, p99 %.3f ms\n",
                seeds, 100.0 * clean / seeds, ms[ms.size() / 2], ms[std::min(ms.size() - 1, ms.size() * 99 / 100)]);
    return mismatches ? 1 : 0;
}
