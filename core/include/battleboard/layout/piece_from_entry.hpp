#pragma once
// A terrain piece as the catalogue describes it, not yet placed: the one place that copies an entry's shape,
// height and floors onto a piece, for the app, the CLI and the layout generator alike.
#include "battleboard/model/terrain_piece.hpp"
#include "battleboard/system/system_description.hpp"

namespace bb::layout {

model::TerrainPiece piece_from_entry(const sys::CatalogueEntry& entry, geo::Vec2 position, double rotation = 0);

}  // namespace bb::layout
