// battleboard sight SETUP.json --observer X,Y[,BASE] --map [--target-base MM] [--target-keywords A,B]
//                   [--spacing IN] [--out map.png | --json]
// battleboard sight SETUP.json --target X,Y[,BASE] --map [--observer-base MM] ...   (the reverse map)
// Every spot of the table (0.25" apart unless --spacing says) classified by the game system's rules for a model
// of the given base standing there: hidden, partly hidden, visible in cover (which) or in the open. The reverse
// map marks the spots from which the target can be seen. One plugin call answers the whole map.
#include "battleboard/rules/sight_map.hpp"
#include "battleboard/plugin/operations.hpp"
#include "commands/commands.hpp"
#include "commands/sight_arguments.hpp"
#include "flag_checks.hpp"
#include "plugin_folder.hpp"
#include "png_file.hpp"
#include "setup_problems.hpp"

#include <nlohmann/json.hpp>

#include <cstdlib>
#include <iostream>

namespace cli {
namespace {

constexpr int kPixelsPerSpot = 4;

std::vector<std::size_t> count_by_class(const bb::rules::SightMap& map) {
    std::vector<std::size_t> counts(4 + map.covers.size(), 0);  // hidden, partly, open, unavailable, then covers
    using bb::rules::SightMap;
    for (const auto spot : map.spots) {
        if (SightMap::unavailable(spot))
            ++counts[3];
        else if ((spot >> 2) != 0)
            ++counts[4 + (spot >> 2) - 1];
        else
            ++counts[SightMap::visibility(spot) == bb::rules::Visibility::Hidden         ? 0
                     : SightMap::visibility(spot) == bb::rules::Visibility::PartlyHidden ? 1
                                                                                         : 2];
    }
    return counts;
}

// The far edge (largest y) at the top, as the board is drawn.
std::string write_map_png(const std::string& path, const bb::rules::SightMap& map, bb::geo::Vec2 marked) {
    const int width = static_cast<int>(map.columns) * kPixelsPerSpot,
              height = static_cast<int>(map.rows) * kPixelsPerSpot;
    std::vector<std::uint8_t> rgb(static_cast<std::size_t>(width) * height * 3);
    const double pixel = map.spacing / kPixelsPerSpot;
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            const std::uint32_t column = static_cast<std::uint32_t>(x / kPixelsPerSpot);
            const std::uint32_t row = map.rows - 1 - static_cast<std::uint32_t>(y / kPixelsPerSpot);
            auto c = bb::rules::spot_colour(map.at(column, row));
            const bb::geo::Vec2 at{(x + 0.5) * pixel, (height - y - 0.5) * pixel};
            if (bb::geo::distance(at, marked) < 0.4) c = {30, 90, 220};  // the fixed model
            std::uint8_t* out = &rgb[(static_cast<std::size_t>(y) * width + x) * 3];
            out[0] = c.r, out[1] = c.g, out[2] = c.b;
        }
    return write_png(path, width, height, rgb);
}

nlohmann::json map_json(const bb::rules::SightMap& map, const bb::rules::SightMapQuestion& q) {
    nlohmann::json rows = nlohmann::json::array();
    for (std::uint32_t r = 0; r < map.rows; ++r)
        rows.push_back(
            std::vector<std::uint8_t>(map.spots.begin() + r * map.columns, map.spots.begin() + (r + 1) * map.columns));
    return {{"columns", map.columns},
            {"rows", map.rows},
            {"spacing", map.spacing},
            {"reverse", q.reverse},
            {q.reverse ? "target" : "observer", {q.fixed.position.x, q.fixed.position.y, q.fixed.base}},
            {"covers", map.covers},
            {"legend",
             {{"visibility", "spot & 3: 0 visible, 1 partly hidden, 2 hidden, 3 unavailable"},
              {"cover", "spot >> 2: 0 none, n: covers[n-1]"}}},
            {"spots", rows}};
}

}  // namespace

int run_sight_map(const Arguments& args, bb::model::Battlefield battlefield) {
    bb::rules::SightMapQuestion q;
    q.reverse = !args.has("--observer") && args.has("--target");
    const std::string fixed = q.reverse ? "target" : "observer", mover = q.reverse ? "observer" : "target";
    if (!read_sight_model(args, fixed, true, q.fixed) || !read_sight_model(args, mover, false, q.mover))
        return kExitBadInput;
    if (auto spacing = args.value("--spacing"))
        if (auto value = parse_numbers(*spacing, '\0')) q.spacing = value->front();  // in range (flag_checks.cpp)
    q.battlefield = std::move(battlefield);
    auto system = open_system(args, q.battlefield.system_id);
    if (!system) return kExitBadInput;
    if (const auto problems = setup_problems(q.battlefield, &*system); !problems.empty()) {
        print_problems(std::cerr, args.positional[0] + ": ", problems);
        return kExitFindings;
    }
    auto map = system->client.request(bb::plugin::kSightMap, q);
    if (!map) {
        std::cerr << map.error().message << "\n";
        return kExitBadInput;
    }
    if (auto out = args.value("--out")) {
        if (auto problem = write_map_png(*out, *map, q.fixed.position); !problem.empty()) {
            std::cerr << problem << "\n";
            return kExitBadInput;
        }
    }
    if (args.has("--json")) {
        std::cout << map_json(*map, q).dump() << "\n";
        return kExitOk;
    }
    const auto counts = count_by_class(*map);
    std::cout << map->columns << " x " << map->rows << " spots " << map->spacing << "\" apart"
              << (q.reverse ? ", as observers of the target" : ", as targets of the observer") << ":\n"
              << "  hidden: " << counts[0] << "\n  partly hidden, no cover: " << counts[1]
              << "\n  in the open: " << counts[2] << "\n  unavailable (on the other model): " << counts[3] << "\n";
    for (std::size_t i = 0; i < map->covers.size(); ++i)
        std::cout << "  in cover (" << map->covers[i] << "): " << counts[4 + i] << "\n";
    if (auto out = args.value("--out")) std::cout << "Map written to " << *out << "\n";
    return kExitOk;
}

}  // namespace cli
