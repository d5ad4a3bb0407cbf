#include "scenes.hpp"

#include "battleboard/geometry/queries.hpp"

#include <algorithm>
#include <random>

namespace bench {

Scene make_scene(int pieces, std::uint32_t seed) {
    std::mt19937 random(seed);
    std::uniform_real_distribution<double> x(3, 57), y(3, 41), side(2, 7), turn(0, 180);
    Scene scene;
    scene.battlefield.system_id = "wh40k10";
    for (int i = 0; i < pieces; ++i) {
        bb::model::TerrainPiece piece;
        piece.catalogue_id = "ruins";
        piece.label = "Ruins " + std::to_string(i + 1);
        piece.footprint = bb::geo::rectangle(side(random), side(random));
        piece.position = {x(random), y(random)};
        piece.rotation = turn(random);
        scene.battlefield.add_piece(std::move(piece));
    }
    // The observer stands where no piece is within 1".
    for (;;) {
        scene.observer = {x(random), y(random)};
        bool clear = true;
        for (const auto& p : scene.battlefield.pieces) clear &= bb::geo::distance(scene.observer, p.on_board()) > 1;
        if (clear) return scene;
    }
}

std::vector<bb::geo::Vec2> observer_positions(const Scene& scene, int updates) {
    std::mt19937 random(7);
    std::uniform_real_distribution<double> jitter(-6, 6);
    std::vector<bb::geo::Vec2> eyes;
    for (int u = 0; u < updates; ++u) {
        bb::geo::Vec2 eye = scene.observer + bb::geo::Vec2{jitter(random), jitter(random)};
        eye = {std::clamp(eye.x, 0.5, 59.5), std::clamp(eye.y, 0.5, 43.5)};
        bool inside = false;
        for (const auto& p : scene.battlefield.pieces) inside |= bb::geo::contains(p.on_board(), eye);
        eyes.push_back(inside ? scene.observer : eye);
    }
    return eyes;
}

}  // namespace bench
