#include "battleboard/sync/fields.hpp"

namespace bb::sync {

Place place_of(const model::TerrainPiece& piece) { return {piece.position, piece.rotation}; }

Shape shape_of(const model::TerrainPiece& piece) {
    return {piece.catalogue_id, piece.label, piece.footprint, piece.height, piece.levels};
}

void set_place(model::TerrainPiece& piece, const Place& place) {
    piece.position = place.position;
    piece.rotation = place.rotation;
}

void set_shape(model::TerrainPiece& piece, const Shape& shape) {
    piece.catalogue_id = shape.catalogue_id;
    piece.label = shape.label;
    piece.footprint = shape.footprint;
    piece.height = shape.height;
    piece.levels = shape.levels;
}

}  // namespace bb::sync
