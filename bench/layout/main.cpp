// Layout benchmark (native): the constructive generator against the rejection sampler it replaced, side by side
// in one run over the same boards, with the real plugins' setup checks. See BENCHMARKS.md.
//   battleboard_bench_layout PLUGIN_DIR [--seeds N] [--baseline-seeds M] [--system ID]
#include "battleboard/layout/battleplan_layout.hpp"
#include "battleboard/layout/generate_layout.hpp"
#include "battleboard/plugin/plugin_client.hpp"
#include "battleboard/plugin/shared_library.hpp"
#include "battleboard/rules/roll.hpp"
#include "rejection_sampler.hpp"

#include <time.h>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

namespace {

using namespace bb;

// CPU time of this thread in ms: the machine may be shared, and wall time would count other processes.
double cpu_ms() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

struct Case {
    std::string name, system;
    double width, depth;
    bool roll_battleplan;
};

struct Tally {
    std::uint32_t runs = 0, clean = 0;
    std::vector<double> ms;

    double percentile(double p) {
        if (ms.empty()) return 0;
        std::sort(ms.begin(), ms.end());
        return ms[std::min(ms.size() - 1, static_cast<std::size_t>(p * double(ms.size())))];
    }
};

template <class Run>
void time_one(Tally& tally, Run run) {
    const double start = cpu_ms();
    const bool clean = run();
    tally.ms.push_back(cpu_ms() - start);
    ++tally.runs;
    tally.clean += clean;
}

bool no_breach(const rules::Findings& findings) { return !findings.has_breach(); }

// A digest of every table's pieces (kind, position, turn), printed so a change meant to keep every layout can be
// checked against the binary before it over all the seeds, not only the golden ones.
void add_to_digest(std::uint64_t& digest, const model::Battlefield& battlefield) {
    const auto mix = [&](const void* data, std::size_t size) {
        for (std::size_t i = 0; i < size; ++i)
            digest = (digest ^ static_cast<const unsigned char*>(data)[i]) * 1099511628211ull;
    };
    for (const auto& piece : battlefield.pieces) {
        mix(piece.catalogue_id.data(), piece.catalogue_id.size());
        mix(&piece.position, sizeof piece.position);
        mix(&piece.rotation, sizeof piece.rotation);
    }
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr,
                     "usage: battleboard_bench_layout PLUGIN_DIR [--seeds N] [--baseline-seeds M] [--system ID]\n");
        return 2;
    }
    std::uint32_t seeds = 10000, baseline_seeds = 20;
    std::string only;  // one game system's case (profiling)
    for (int i = 2; i + 1 < argc; i += 2) {
        const std::string flag = argv[i];
        if (flag == "--system") only = argv[i + 1];
        const auto value = static_cast<std::uint32_t>(std::strtoul(argv[i + 1], nullptr, 10));
        if (flag == "--seeds") seeds = value;
        if (flag == "--baseline-seeds") baseline_seeds = value;
    }
    const Case cases[] = {
        {"aos4 2000 points, rolled battleplan", "aos4", 60, 44, true},
        {"wh40k10 Strike Force 44x60, first map", "wh40k10", 60, 44, false},
        {"wfb8 72x48", "wfb8", 72, 48, false},
    };
    std::printf("%-40s %-13s %7s %9s %9s %9s   (CPU ms per layout, plugin check included)\n", "case", "generator",
                "seeds", "success", "p50 ms", "p99 ms");
    for (const auto& c : cases) {
        if (!only.empty() && c.system != only) continue;
        auto module = plugin::open_shared_library(plugin::shared_library_path(argv[1], c.system));
        if (!module) {
            std::fprintf(stderr, "%s\n", module.error().message.c_str());
            return 2;
        }
        auto client = plugin::PluginClient::connect(std::move(*module), c.system);
        auto system = client->describe();
        if (!system) return 2;
        model::Battlefield board;
        board.system_id = c.system;
        board.rules_edition = system->editions.front().id;
        board.width = c.width;
        board.depth = c.depth;
        if (!c.roll_battleplan && !system->battleplans.empty())
            layout::apply_battleplan(board, &system->battleplans.front());
        auto constraints = client->layout_constraints(board.rules_edition);
        if (!constraints) return 2;
        std::vector<sys::CatalogueEntry> pool;
        for (const auto* entry : system->catalogue_for(board.rules_edition)) pool.push_back(*entry);
        const auto check = [&](const model::Battlefield& b) { return client->validate(b); };
        const auto start_for = [&](std::uint32_t seed) {
            model::Battlefield start = board;
            if (c.roll_battleplan) {
                rules::DiceEngine dice(seed);
                if (auto plan = layout::roll_battleplan(*system, dice)) layout::apply_battleplan(start, *plan);
            }
            return start;
        };
        Tally constructive, sampler;
        std::uint64_t digest = 14695981039346656037ull;
        for (std::uint32_t seed = 1; seed <= seeds; ++seed) {
            layout::LayoutRequest r;
            r.start = start_for(seed);
            r.pool = pool;
            r.constraints = *constraints;
            r.features = layout::default_feature_count(*system, r.start, r.constraints);
            r.seed = seed;
            time_one(constructive, [&] {
                auto result = layout::generate_layout(std::move(r), check);
                const bool clean = result.ok() && no_breach(result->findings);
                if (result.ok()) add_to_digest(digest, result->battlefield);
                // Failures by seed, so a hard case can be replayed.
                if (!clean)
                    std::fprintf(stderr, "%s seed %u: %s\n", c.system.c_str(), seed,
                                 result.ok() ? "breaches left" : result.error().message.c_str());
                return clean;
            });
        }
        for (std::uint32_t seed = 1; seed <= baseline_seeds; ++seed) {
            bench::SamplerRequest r;
            r.start = start_for(seed);
            r.pool = pool;
            r.features = layout::default_feature_count(*system, r.start, *constraints);
            r.seed = seed;
            time_one(sampler, [&] {
                auto result = bench::sample_layout(r, check);
                return result.ok() && no_breach(result->findings);
            });
        }
        const auto row = [&](const char* name, Tally& t) {
            std::printf("%-40s %-13s %7u %8.2f%% %9.3f %9.3f\n", c.name.c_str(), name, t.runs,
                        t.runs ? 100.0 * t.clean / t.runs : 0.0, t.percentile(0.5), t.percentile(0.99));
        };
        row("constructive", constructive);
        row("rejection", sampler);
        const double p50 = constructive.percentile(0.5);
        if (p50 > 0) std::printf("%-40s p50 ratio rejection/constructive: %.0fx\n", "", sampler.percentile(0.5) / p50);
        std::printf("%-40s constructive layouts' digest: %016llx\n", "", static_cast<unsigned long long>(digest));
    }
    return 0;
}
