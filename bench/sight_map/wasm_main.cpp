// The same whole-table map in WebAssembly (run under node by bench/sight_map/run-wasm): the plain visibility
// map and the full wh40k10 rules map per observer update, 8, 20 and 40 pieces at 0.25", whole and in bands of 8
// rows (as the app spreads it over frames: the longest band bounds a frame's share).
// With `--requests FILE` it writes the same questions as the plugin boundary's request bytes instead (per size:
// u32 pieces, u32 count, then u32 size + bytes each), for bench/sight_map/plugin-wasm.mjs to time a plugin
// module as the site ships it on the very same maps.
#include "battleboard/geometry/queries.hpp"
#include "battleboard/geometry/visibility_polygon.hpp"
#include "battleboard/serial/blob.hpp"
#include "scenes.hpp"
#include "sight_rules.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>

namespace {

double now_ms() {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

constexpr int kUpdates = 20;
constexpr int kSizes[] = {8, 20, 40};

bench::Scene scene_of(int pieces) { return bench::make_scene(pieces, 1000u + static_cast<std::uint32_t>(pieces)); }

bb::rules::SightMapQuestion question_at(const bench::Scene& scene, bb::geo::Vec2 eye) {
    bb::rules::SightMapQuestion q;
    q.battlefield = scene.battlefield;
    q.fixed.position = eye;
    q.mover.base = 1.26;
    return q;
}

int write_requests(const char* path) {
    std::FILE* out = std::fopen(path, "wb");
    if (!out) return std::printf("could not write %s\n", path), 2;
    const auto put_u32 = [&](std::uint32_t v) { std::fwrite(&v, 4, 1, out); };  // wasm is little-endian
    for (const int pieces : kSizes) {
        const auto scene = scene_of(pieces);
        put_u32(static_cast<std::uint32_t>(pieces));
        put_u32(kUpdates);
        for (const auto eye : bench::observer_positions(scene, kUpdates)) {
            const auto bytes = bb::serial::to_blob(question_at(scene, eye));
            put_u32(static_cast<std::uint32_t>(bytes.size()));
            std::fwrite(bytes.data(), 1, bytes.size(), out);
        }
    }
    return std::fclose(out) == 0 ? 0 : 2;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc == 3 && std::strcmp(argv[1], "--requests") == 0) return write_requests(argv[2]);
    std::printf("wasm: whole-table sight map, 240 x 176 spots, %d observer positions per size\n", kUpdates);
    // The fastest update is the least disturbed by other processes on a shared machine.
    std::printf("%7s %14s %16s %16s %14s %16s\n", "pieces", "plain map ms", "rules map ms", "fastest rules ms",
                "bands/whole", "longest band ms");
    for (const int pieces : kSizes) {
        const auto scene = scene_of(pieces);
        std::vector<bb::geo::Segment> walls;
        for (const auto& p : scene.battlefield.pieces) {
            const auto f = p.on_board();
            for (std::size_t i = 0; i < f.points.size(); ++i) walls.push_back(bb::geo::edge(f, i));
        }
        const bb::geo::Grid grid{{0, 0}, 0.25, 240, 176};
        double plain = 0, rules = 0, fastest = 1e9, bands = 0, longest_band = 0;
        std::size_t seen = 0;
        std::uint64_t digest = 14695981039346656037ull;  // FNV-1a over every rules map, as the native bench
        for (const auto eye : bench::observer_positions(scene, kUpdates)) {
            double t = now_ms();
            const auto region = bb::geo::visibility_polygon(eye, walls, {{-2, -2}, {62, 46}});
            bb::geo::fill_spans(region, grid, [&](std::size_t, std::size_t a, std::size_t b) { seen += b - a; });
            plain += now_ms() - t;
            auto q = question_at(scene, eye);
            t = now_ms();
            const auto map = wh40k10::answer_sight_map(q);
            rules += now_ms() - t;
            fastest = std::min(fastest, now_ms() - t);
            if (!map) return std::printf("%s\n", map.error().message.c_str()), 2;
            for (const auto spot : map->spots) digest = (digest ^ spot) * 1099511628211ull;
            q.row_count = 8;
            for (q.first_row = 0; q.first_row < map->rows; q.first_row += q.row_count) {
                t = now_ms();
                const auto band = wh40k10::answer_sight_map(q);
                const double took = now_ms() - t;
                if (!band) return std::printf("%s\n", band.error().message.c_str()), 2;
                bands += took;
                longest_band = std::max(longest_band, took);
            }
        }
        std::printf("%7d %14.3f %16.2f %16.2f %14.2f %16.2f   (%zu spots seen in all)  digest %016llx\n", pieces,
                    plain / kUpdates, rules / kUpdates, fastest, bands / rules, longest_band, seen,
                    static_cast<unsigned long long>(digest));
    }
    return 0;
}
