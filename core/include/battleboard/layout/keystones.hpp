#pragma once
// Keystones: how to set a piece down on the real table with a tape measure. Two of its corners, each given by
// its distance from the table's left edge and from its near (bottom) edge; with the piece's own shape, two
// corners fix where it stands and which way it faces.
#include "battleboard/model/terrain_piece.hpp"

#include <array>

namespace bb::layout {

struct Keystone {
    geo::Vec2 corner;        // board inches
    double from_left = 0;    // inches from the left edge (x)
    double from_bottom = 0;  // inches from the near edge (y)
};

// The corner nearest the bottom-left of the table and the one farthest from it (by x + y; ties to lower y).
std::array<Keystone, 2> keystones(const model::TerrainPiece& piece);

}  // namespace bb::layout
