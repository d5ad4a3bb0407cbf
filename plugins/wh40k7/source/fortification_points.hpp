#pragma once
#include "battleboard/result.hpp"
#include "fortification_ops.hpp"
#include "upgrade_lists.hpp"

namespace wh40k7 {

// The bill for one fortification: its building upgrades and every piece bought for it, with findings for
// purchases the rules do not allow (slots by size, one of each upgrade, six obstacle sections, one battlement
// upgrade, a gun emplacement's weapon, pieces that are not upgrades).
bb::plugin::wh40k7_ops::FortificationPoints price_fortification(const bb::model::Battlefield& battlefield,
                                                                const bb::model::TerrainPiece& fortification,
                                                                const FortificationKind& kind);

// The "wh40k7/fortification-points" operation.
bb::Result<bb::plugin::wh40k7_ops::FortificationPoints> fortification_points(
    const bb::plugin::wh40k7_ops::FortificationQuestion& question);

}  // namespace wh40k7
