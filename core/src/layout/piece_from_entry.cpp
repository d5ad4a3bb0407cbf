#include "battleboard/layout/piece_from_entry.hpp"

namespace bb::layout {

model::TerrainPiece piece_from_entry(const sys::CatalogueEntry& entry, geo::Vec2 position, double rotation) {
    model::TerrainPiece piece;
    piece.catalogue_id = entry.id;
    piece.label = entry.name;
    piece.footprint = entry.footprint;
    piece.position = position;
    piece.rotation = rotation;
    piece.height = entry.height;
    piece.levels = entry.levels;
    return piece;
}

}  // namespace bb::layout
