#pragma once
// Where a new piece can go: the spot nearest the middle of the board where it stands wholly on the board
// and at least `gap` inches from every other piece and objective marker. Keeps freshly added terrain from landing in a pile.
#include "battleboard/model/battlefield.hpp"

#include <optional>

namespace bb::layout {

std::optional<geo::Vec2> free_spot(const model::Battlefield& battlefield, const geo::Polygon& footprint,
                                   double rotation, double gap);

// The spot nearest `anchor` where the piece stands wholly on the board, wholly within `range` of the anchor and
// at least `gap` inches from every other piece (the anchor included): where to set up an upgrade bought for a
// fortification, say. Candidates lie on a half-inch grid.
std::optional<geo::Vec2> free_spot_near(const model::Battlefield& battlefield, const geo::Polygon& footprint,
                                        double rotation, double gap, const geo::Polygon& anchor, double range);

}  // namespace bb::layout
