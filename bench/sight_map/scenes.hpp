#pragma once
// Benchmark scenes: a 60" x 44" table with N ruin-sized pieces at seeded random spots and turns (overlaps
// allowed, as on a crowded table), and an observer standing in the open.
#include "battleboard/model/battlefield.hpp"

#include <cstdint>
#include <vector>

namespace bench {

struct Scene {
    bb::model::Battlefield battlefield;
    bb::geo::Vec2 observer;
};

Scene make_scene(int pieces, std::uint32_t seed);

// Where the observer is moved for each update: near its spot (seeded), on the board, never inside a piece.
std::vector<bb::geo::Vec2> observer_positions(const Scene& scene, int updates);

}  // namespace bench
