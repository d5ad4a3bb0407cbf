#include "deployment_maps.hpp"

#include <cmath>

namespace wh40k10 {

using bb::geo::Polygon;
using bb::geo::Vec2;
using bb::sys::Battleplan;

namespace {

constexpr double kWidth = 60;
constexpr double kDepth = 44;
constexpr Vec2 kCentre{kWidth / 2, kDepth / 2};

bb::sys::RulesSection check_card() {
    return {"check-mission-card",
            "Check against your mission card",
            "These zones and objectives come from public summaries of the 10th edition mission decks, not from the "
            "rules text. Check them against the card you are playing and move them if they differ.",
            {}};
}

// Objectives are listed as the maps give them, the centre one first.
Battleplan map(std::string id, std::string name, std::string summary, Polygon zone_a, Polygon zone_b,
               std::vector<Vec2> objectives) {
    Battleplan plan{std::move(id), std::move(name), std::move(summary), kWidth, kDepth};
    plan.territories = {{"Deployment zone A", std::move(zone_a)}, {"Deployment zone B", std::move(zone_b)}};
    for (std::size_t i = 0; i < objectives.size(); ++i)
        plan.objectives.push_back({std::uint32_t(i + 1), i == 0 ? "Centre" : std::to_string(i + 1), objectives[i]});
    plan.check_against_book = true;
    plan.sections = {check_card()};
    return plan;
}

// Search and Destroy: a quarter of the board without a 9" circle around the centre. The zone runs from the board
// edge along the long centre line, round the circle's arc (a point every 5 degrees, clockwise from
// `start_degrees`), out along the short centre line to the board edge, and back by the quarter's far corner.
Polygon quarter_without_circle(Vec2 on_long_line, double start_degrees, Vec2 on_short_line, Vec2 far_corner) {
    constexpr double kRadius = 9;
    constexpr double kPi = 3.14159265358979323846;
    Polygon zone;
    zone.points.push_back(on_long_line);
    for (int step = 0; step <= 90; step += 5) {
        const double a = (start_degrees - step) * kPi / 180;
        zone.points.push_back(kCentre + Vec2{std::cos(a), std::sin(a)} * kRadius);
    }
    zone.points.push_back(on_short_line);
    zone.points.push_back(far_corner);
    return zone;
}

}  // namespace

std::vector<Battleplan> deployment_maps() {
    std::vector<Battleplan> maps = {
        map("hammer-and-anvil", "Hammer and Anvil", "Deployment zones along the two short edges, 18\" deep.",
            {{{0, 0}, {18, 0}, {18, 44}, {0, 44}}}, {{{42, 0}, {60, 0}, {60, 44}, {42, 44}}},
            {{30, 22}, {30, 6}, {30, 38}, {10, 22}, {50, 22}}),
        map("dawn-of-war", "Dawn of War", "Deployment zones along the two long edges, 10\" deep.",
            {{{0, 0}, {60, 0}, {60, 10}, {0, 10}}}, {{{0, 34}, {60, 34}, {60, 44}, {0, 44}}},
            {{30, 22}, {10, 22}, {50, 22}, {30, 6}, {30, 38}}),
        map("tipping-point", "Tipping Point", "Stepped zones on the short edges, each deeper at one end.",
            {{{0, 44}, {20, 44}, {20, 22}, {12, 22}, {12, 0}, {0, 0}}},
            {{{60, 0}, {40, 0}, {40, 22}, {48, 22}, {48, 44}, {60, 44}}},
            {{30, 22}, {14, 34}, {46, 10}, {38, 36}, {22, 8}}),
        map("sweeping-engagement", "Sweeping Engagement",
            "Stepped zones on the long edges, each deeper along one half.",
            {{{0, 44}, {60, 44}, {60, 36}, {30, 36}, {30, 30}, {0, 30}}},
            {{{60, 0}, {0, 0}, {0, 8}, {30, 8}, {30, 14}, {60, 14}}},
            {{30, 22}, {18, 38}, {42, 6}, {50, 26}, {10, 18}}),
        map("crucible-of-battle", "Crucible of Battle", "Triangular zones in opposite corners, split on a diagonal.",
            {{{0, 0}, {0, 44}, {30, 44}}}, {{{60, 44}, {60, 0}, {30, 0}}},
            {{30, 22}, {14, 34}, {46, 10}, {40, 36}, {20, 8}}),
        map("search-and-destroy", "Search and Destroy",
            "Opposite quarters of the board, each without the ground within 9\" of the centre.",
            quarter_without_circle({0, 22}, 180, {30, 44}, {0, 44}),
            quarter_without_circle({60, 22}, 0, {30, 0}, {60, 0}), {{30, 22}, {14, 34}, {46, 10}, {46, 34}, {14, 10}}),
    };
    Battleplan custom{"custom", "Custom deployment",
                      "An empty map: draw your own deployment zones and place the "
                      "objectives your mission asks for.",
                      kWidth, kDepth};
    custom.sections = {{"draw-your-own",
                        "Draw your own",
                        "Use this map for missions not listed here: draw each deployment zone and place every "
                        "objective marker as your mission describes.",
                        {}}};
    maps.push_back(std::move(custom));
    return maps;
}

}  // namespace wh40k10
