#pragma once
// How fair a layout is for the two players, per territory or deployment zone: the sight-blocking terrain in it,
// the share of it hidden from the enemy's zone, and how far it lies from each objective, with the differences.
#include "battleboard/model/battlefield.hpp"

#include <string>
#include <vector>

namespace bb::layout {

// Terrain this tall or taller counts as blocking sight (a model standing behind it is out of view).
inline constexpr double kSightBlockingHeight = 3.0;

struct ZoneFairness {
    std::string name;
    double blocking_area = 0;                 // square inches of the zone under sight-blocking terrain
    double hidden_share = 0;                  // 0..1 of the zone that no line from the enemy's zone reaches
    std::vector<double> objective_distances;  // inches from the zone to each objective's centre, in board order
};

struct Fairness {
    ZoneFairness first, second;  // the battleplan's first two territories, else the board's two long halves
    std::vector<std::string> objective_labels;
    // first minus second: 0 is even
    double blocking_difference = 0;
    double hidden_difference = 0;
    std::vector<double> distance_differences;
};

Fairness measure_fairness(const model::Battlefield& battlefield);

}  // namespace bb::layout
