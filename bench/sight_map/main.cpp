// bench/sight_map: the whole-table sight map at 0.25" for 8, 20 and 40 pieces, side by side with CGAL's 2D
// visibility (triangular expansion plus point location on the same scene), and the full rules map through the
// real wh40k10 plugin, whole and in bands of 8 rows as the app asks for it over frames. Plain visibility (a spot is
// seen when the line from the observer to it meets no footprint) is where the rules reduce to what CGAL computes: both
// must classify every spot the same way. Usage: battleboard_bench_sight_map [updates per size]  (prints a table; see
// BENCHMARKS.md)
#include "battleboard/geometry/queries.hpp"
#include "battleboard/geometry/visibility_polygon.hpp"
#include "battleboard/plugin/operations.hpp"
#include "battleboard/plugin/plugin_client.hpp"
#include "battleboard/plugin/shared_library.hpp"
#include "battleboard/rules/sight_map.hpp"
#include "scenes.hpp"

#include <CGAL/Arr_segment_traits_2.h>
#include <CGAL/Arr_trapezoid_ric_point_location.h>
#include <CGAL/Arrangement_2.h>
#include <CGAL/Exact_predicates_exact_constructions_kernel.h>
#include <CGAL/Triangular_expansion_visibility_2.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

using Kernel = CGAL::Exact_predicates_exact_constructions_kernel;
using Traits = CGAL::Arr_segment_traits_2<Kernel>;
using Arrangement = CGAL::Arrangement_2<Traits>;
using Visibility = CGAL::Triangular_expansion_visibility_2<Arrangement, CGAL::Tag_true>;
using Locator = CGAL::Arr_trapezoid_ric_point_location<Arrangement>;

constexpr double kSpacing = 0.25;
constexpr std::uint32_t kBandRows = 8;  // the app sizes its bands by time; 8 rows is about 3 ms natively

double now_ms() {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

std::vector<bb::geo::Segment> walls_of(const bb::model::Battlefield& b) {
    std::vector<bb::geo::Segment> walls;
    for (const auto& p : b.pieces) {
        const auto f = p.on_board();
        for (std::size_t i = 0; i < f.points.size(); ++i) walls.push_back(bb::geo::edge(f, i));
    }
    return walls;
}

bb::geo::Grid grid_of(const bb::model::Battlefield& b) {
    return {
        {0, 0}, kSpacing, static_cast<std::size_t>(b.width / kSpacing), static_cast<std::size_t>(b.depth / kSpacing)};
}

const bb::geo::Bounds kBounds{{-2, -2}, {62, 46}};

// Ours: the visibility polygon of the observer against every footprint edge, filled onto the grid.
std::vector<std::uint8_t> our_map(const std::vector<bb::geo::Segment>& walls, bb::geo::Vec2 eye,
                                  const bb::geo::Grid& grid) {
    std::vector<std::uint8_t> seen(grid.columns * grid.rows, 0);
    const auto region = bb::geo::visibility_polygon(eye, walls, kBounds);
    bb::geo::fill_spans(region, grid, [&](std::size_t row, std::size_t a, std::size_t b) {
        for (std::size_t c = a; c < b; ++c) seen[row * grid.columns + c] = 1;
    });
    return seen;
}

struct CgalScene {
    Arrangement environment;
    std::unique_ptr<Visibility> visibility;
    std::unique_ptr<Locator> locate_observer;
};

void build_cgal(CgalScene& cgal, const std::vector<bb::geo::Segment>& walls) {
    std::vector<Traits::X_monotone_curve_2> segments;
    std::vector<Traits::Curve_2> curves;
    for (const auto& w : walls) curves.emplace_back(Kernel::Point_2(w.a.x, w.a.y), Kernel::Point_2(w.b.x, w.b.y));
    const Kernel::Point_2 c[4] = {{kBounds.min.x, kBounds.min.y},
                                  {kBounds.max.x, kBounds.min.y},
                                  {kBounds.max.x, kBounds.max.y},
                                  {kBounds.min.x, kBounds.max.y}};
    for (int i = 0; i < 4; ++i) curves.emplace_back(c[i], c[(i + 1) % 4]);
    CGAL::insert(cgal.environment, curves.begin(), curves.end());
    cgal.visibility = std::make_unique<Visibility>(cgal.environment);
    cgal.locate_observer = std::make_unique<Locator>(cgal.environment);
}

// CGAL: the visibility region by triangular expansion, then every spot located in it.
std::vector<std::uint8_t> cgal_map(CgalScene& cgal, bb::geo::Vec2 eye, const bb::geo::Grid& grid) {
    const Kernel::Point_2 q(eye.x, eye.y);
    const auto where = cgal.locate_observer->locate(q);
    const auto* face = boost::get<Arrangement::Face_const_handle>(&where);
    std::vector<std::uint8_t> seen(grid.columns * grid.rows, 0);
    if (!face) return seen;
    Arrangement region;
    const auto visible = cgal.visibility->compute_visibility(q, *face, region);
    Locator locate(region);
    for (std::size_t r = 0; r < grid.rows; ++r)
        for (std::size_t col = 0; col < grid.columns; ++col) {
            const auto s = grid.spot(col, r);
            const auto hit = locate.locate(Kernel::Point_2(s.x, s.y));
            if (const auto* f = boost::get<Arrangement::Face_const_handle>(&hit))
                seen[r * grid.columns + col] = *f == visible ? 1 : 0;
            else
                seen[r * grid.columns + col] = 2;  // on the region's boundary: not compared
        }
    return seen;
}

}  // namespace

int main(int argc, char** argv) {
    const int updates = argc > 1 ? std::max(1, std::atoi(argv[1])) : 20;
    auto module = bb::plugin::open_shared_library(bb::plugin::shared_library_path(BB_PLUGIN_DIR, "wh40k10"));
    if (!module) return std::fprintf(stderr, "%s\n", module.error().message.c_str()), 2;
    auto client = bb::plugin::PluginClient::connect(std::move(*module), "wh40k10");
    if (!client) return std::fprintf(stderr, "%s\n", client.error().message.c_str()), 2;

    std::printf("Whole-table sight map, 60\" x 44\" at %.2f\" (%d x %d spots), %d observer positions per size\n",
                kSpacing, 240, 176, updates);
    std::printf("%7s %12s %12s %8s %14s %16s %12s %14s %14s\n", "pieces", "ours ms", "CGAL ms", "CGAL/us",
                "spots differ", "rules map ms", "rules/CGAL", "bands/whole", "longest band");
    for (const int pieces : {8, 20, 40}) {
        const auto scene = bench::make_scene(pieces, 1000u + static_cast<std::uint32_t>(pieces));
        const auto walls = walls_of(scene.battlefield);
        const auto grid = grid_of(scene.battlefield);
        CgalScene cgal;
        build_cgal(cgal, walls);
        double ours = 0, theirs = 0, rules_ms = 0, bands_ms = 0, longest_band = 0;
        std::size_t differ = 0, compared = 0;
        std::uint64_t digest = 14695981039346656037ull;  // FNV-1a over every rules map: a change of answers shows
        (void)cgal_map(cgal, scene.observer, grid);      // CGAL triangulates the scene on its first query
        for (const auto eye : bench::observer_positions(scene, updates)) {
            double t = now_ms();
            const auto a = our_map(walls, eye, grid);
            ours += now_ms() - t;
            t = now_ms();
            const auto b = cgal_map(cgal, eye, grid);
            theirs += now_ms() - t;
            for (std::size_t i = 0; i < a.size(); ++i) {
                if (b[i] == 2) continue;
                ++compared;
                differ += a[i] != b[i];
            }
            bb::rules::SightMapQuestion q;
            q.battlefield = scene.battlefield;
            q.fixed.position = eye;
            q.fixed.base = 1.26;
            q.mover.base = 1.26;
            t = now_ms();
            auto map = client->request(bb::plugin::kSightMap, q);
            rules_ms += now_ms() - t;
            if (!map) return std::fprintf(stderr, "%s\n", map.error().message.c_str()), 2;
            for (const auto spot : map->spots) digest = (digest ^ spot) * 1099511628211ull;
            for (std::uint32_t first = 0; first < map->rows; first += kBandRows) {
                t = now_ms();
                auto band = client->request(bb::plugin::kSightMapRows, bb::rules::SightMapRows{q, first, kBandRows});
                const double took = now_ms() - t;
                if (!band) return std::fprintf(stderr, "%s\n", band.error().message.c_str()), 2;
                bands_ms += took;
                longest_band = std::max(longest_band, took);
            }
        }
        std::printf("%7d %12.3f %12.3f %8.1f %7zu/%-7zu %15.2f %12.2f %14.2f %11.2f ms  digest %016llx\n", pieces,
                    ours / updates, theirs / updates, theirs / ours, differ, compared, rules_ms / updates,
                    rules_ms / theirs, bands_ms / rules_ms, longest_band, static_cast<unsigned long long>(digest));
    }
    return 0;
}
