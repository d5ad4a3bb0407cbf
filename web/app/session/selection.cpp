#include "app/session/selection.hpp"

namespace app {

void Selection::select_piece(std::optional<std::uint32_t> id) {
    piece_ = id;
    objective_.reset();
}

void Selection::select_objective(std::optional<std::uint32_t> id) {
    objective_ = id;
    piece_.reset();
}

bb::model::TerrainPiece* Selection::piece(bb::model::Battlefield* battlefield) const {
    if (!battlefield || !piece_) return nullptr;
    return battlefield->find_piece(*piece_);
}

const bb::model::TerrainPiece* Selection::piece(const bb::model::Battlefield* battlefield) const {
    if (!battlefield || !piece_) return nullptr;
    return battlefield->find_piece(*piece_);
}

bb::model::Objective* Selection::objective(bb::model::Battlefield* battlefield) const {
    if (!battlefield || !objective_) return nullptr;
    for (auto& o : battlefield->objectives)
        if (o.id == *objective_) return &o;
    return nullptr;
}

void Selection::set_pinned(std::uint32_t id, bool pinned) {
    if (pinned)
        pinned_.insert(id);
    else
        pinned_.erase(id);
}

}  // namespace app
