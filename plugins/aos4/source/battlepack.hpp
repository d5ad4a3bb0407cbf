#pragma once
// The General's Handbook 2024-25 matched play battlepack's numbers, and the battlepack as the
// "aos4-battlepack" operation returns it.
#include "battleboard/result.hpp"
#include "battlepack_operation.hpp"

#include <string>

namespace aos4 {

inline constexpr std::uint32_t kBattleRounds = 5;
inline constexpr std::uint32_t kMajorVictoryMargin = 5;  // VP lead for a major victory
inline constexpr std::uint32_t kDoubleTurnDeficit = 6;   // behind by this many: no seizing, tactic still allowed
inline constexpr std::uint32_t kBattleTacticVp = 4;
inline constexpr std::uint32_t kRecommendedSmall = 4;  // terrain features, 2000-point battlefield
inline constexpr std::uint32_t kRecommendedMedium = 4;
// Each terrain feature is set up more than these distances (inches) from the edge, the objectives and the others.
inline constexpr double kTerrainEdgeGap = 3;
inline constexpr double kTerrainObjectiveGap = 3;
inline constexpr double kTerrainSpacing = 6;

bb::plugin::aos4::Battlepack battlepack();
bb::Result<bb::plugin::aos4::Battlepack> answer_battlepack(const std::string& ignored);

}  // namespace aos4
