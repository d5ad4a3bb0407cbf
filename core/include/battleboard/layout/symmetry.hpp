#pragma once
// Where a piece's twin stands in a symmetric layout: turned half round the middle of the board, or reflected
// across the line between the players' territories (a reflection turns the footprint over).
#include "battleboard/layout/generate_layout.hpp"
#include "battleboard/model/terrain_piece.hpp"

namespace bb::layout {

// The mirror line runs across the board between the first two territories (parallel to the long edges when
// there are none): true when it is horizontal (y = depth / 2).
bool mirror_line_horizontal(const model::Battlefield& battlefield);

// The twin of `piece` (same label and kind) for `symmetry` on `battlefield`; None gives the piece itself.
model::TerrainPiece twin(const model::TerrainPiece& piece, Symmetry symmetry, const model::Battlefield& battlefield);

}  // namespace bb::layout
