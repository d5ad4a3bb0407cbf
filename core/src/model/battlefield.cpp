#include "battleboard/model/battlefield.hpp"

#include "battleboard/geometry/queries.hpp"

#include <algorithm>

namespace bb::model {

geo::Polygon Battlefield::board() const { return {{{0, 0}, {width, 0}, {width, depth}, {0, depth}}}; }

TerrainPiece& Battlefield::add_piece(TerrainPiece piece) {
    piece.id = next_id++;
    pieces.push_back(std::move(piece));
    return pieces.back();
}

Objective& Battlefield::add_objective(Objective objective) {
    objective.id = next_id++;
    objectives.push_back(std::move(objective));
    return objectives.back();
}

bool Battlefield::remove_piece(std::uint32_t id) {
    return std::erase_if(pieces, [id](const TerrainPiece& p) { return p.id == id; }) > 0;
}

TerrainPiece* Battlefield::find_piece(std::uint32_t id) {
    auto it = std::find_if(pieces.begin(), pieces.end(), [id](const TerrainPiece& p) { return p.id == id; });
    return it == pieces.end() ? nullptr : &*it;
}

const TerrainPiece* Battlefield::find_piece(std::uint32_t id) const {
    return const_cast<Battlefield*>(this)->find_piece(id);
}

std::optional<std::uint32_t> Battlefield::piece_at(geo::Vec2 point) const {
    for (auto it = pieces.rbegin(); it != pieces.rend(); ++it)
        if (geo::contains(it->on_board(), point)) return it->id;
    return std::nullopt;
}

}  // namespace bb::model
