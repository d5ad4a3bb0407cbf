#pragma once
// What the player has picked on the board (a piece or an objective marker, never both) and the pieces they
// pinned, which a re-rolled layout keeps. Only ids: the battlefield they point into is handed in when asked.
#include "battleboard/model/battlefield.hpp"

#include <cstdint>
#include <optional>
#include <set>

namespace app {

class Selection {
public:
    std::optional<std::uint32_t> piece_id() const { return piece_; }
    std::optional<std::uint32_t> objective_id() const { return objective_; }
    // The piece or the objective marker, whichever is picked.
    std::optional<std::uint32_t> picked() const { return piece_ ? piece_ : objective_; }

    void select_piece(std::optional<std::uint32_t> id);
    void select_objective(std::optional<std::uint32_t> id);
    void clear() { select_piece(std::nullopt); }

    // The picked piece or marker on `battlefield` (none without a battlefield or when it is gone).
    bb::model::TerrainPiece* piece(bb::model::Battlefield* battlefield) const;
    const bb::model::TerrainPiece* piece(const bb::model::Battlefield* battlefield) const;
    bb::model::Objective* objective(bb::model::Battlefield* battlefield) const;

    bool is_pinned(std::uint32_t id) const { return pinned_.count(id) > 0; }
    void set_pinned(std::uint32_t id, bool pinned);
    const std::set<std::uint32_t>& pinned() const { return pinned_; }

private:
    std::optional<std::uint32_t> piece_, objective_;
    std::set<std::uint32_t> pinned_;
};

}  // namespace app
