#pragma once
// Reading the fortification attributes documented in fortification_ops.hpp.
#include "battleboard/model/terrain_piece.hpp"
#include "upgrade_lists.hpp"

#include <optional>

namespace wh40k7 {

// The building upgrade ids listed in "upgrades", in order, repeats kept (so duplicates can be reported).
std::vector<std::string> chosen_upgrades(const bb::model::TerrainPiece& fortification);
// Only a building has battlements; whether it does is its "battlements" attribute, else the kind's default.
bool has_battlements(const bb::model::TerrainPiece& fortification, const FortificationKind& kind);
// "standing", "ruins" or "wreckage".
std::string building_state(const bb::model::TerrainPiece& building);
int armour_lost(const bb::model::TerrainPiece& building);
// The fortification a piece was bought for, when its "bought-for" attribute names one.
std::optional<std::uint32_t> bought_for(const bb::model::TerrainPiece& piece);

}  // namespace wh40k7
