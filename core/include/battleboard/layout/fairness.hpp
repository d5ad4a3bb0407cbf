#pragma once
// How fair a layout is for the two players, per territory or deployment zone: the sight-blocking terrain in it,
// the share of it hidden from the enemy's zone, and how far it lies from each objective, with the differences.
#include "battleboard/geometry/shapes.hpp"
#include "battleboard/model/battlefield.hpp"

#include <cstddef>
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

// The same figures measured a little at a time, so an app can spread the sight lines (most of the work) over
// frames: step() until it returns true, then result() equals measure_fairness of the same battlefield.
class FairnessMeasure {
public:
    explicit FairnessMeasure(const model::Battlefield& battlefield);
    // Looks along about `lines` more sight lines (at least one sample's worth); true once every figure is in.
    bool step(std::size_t lines);
    bool finished() const { return zone_ == 2; }
    const Fairness& result() const { return fairness_; }

private:
    struct Blocker {
        geo::Polygon outline;
        geo::Bounds box;
    };
    bool blocked(geo::Vec2 a, geo::Vec2 b) const;
    void finish();

    Fairness fairness_;
    std::vector<Blocker> blocking_;
    std::vector<geo::Vec2> sight_[2];  // where each zone is looked at from, or looked into
    std::size_t zone_ = 0, sample_ = 0, hidden_ = 0;
};

Fairness measure_fairness(const model::Battlefield& battlefield);

}  // namespace bb::layout
