#pragma once
// Hard limits of the link format. A link is read from anyone, so the decoder refuses anything beyond these
// before it allocates; the encoder refuses a setup that would need more (see docs/formats.md, "Link format").
#include <cstddef>
#include <cstdint>

namespace bb::link {

inline constexpr std::size_t kMaxLinkCharacters = 16 * 1024;
inline constexpr std::size_t kMaxPieces = 512;
inline constexpr std::size_t kMaxObjectives = 64;
inline constexpr std::size_t kMaxTerritories = 16;
inline constexpr std::size_t kMaxPolygonPoints = 256;  // also the most sides of an ellipse
inline constexpr std::size_t kMaxStringBytes = 128;
// Distinct texts in one link; above what the other limits allow (3 + 2 x 512 + 2048 + 2 x 2048 + 64 + 16, and
// the 657 of the score sheet that links of formats 2 to 4 may hold).
inline constexpr std::size_t kMaxStrings = 8192;
inline constexpr std::size_t kMaxRollsPerPiece = 64;
inline constexpr std::size_t kMaxDicePerRoll = 16;
inline constexpr std::size_t kMaxAttributesPerPiece = 32;
// Whole-link budgets, so many pieces cannot each carry the most of everything.
inline constexpr std::size_t kMaxTotalPoints = 16 * 1024;
inline constexpr std::size_t kMaxTotalRolls = 2048;
inline constexpr std::size_t kMaxTotalAttributes = 2048;

// The game system's own battle state (format 3): bytes the plugin defines, kept exactly.
inline constexpr std::size_t kMaxPluginStateBytes = 4096;

inline constexpr double kMaxBoardInches = 240;
inline constexpr double kMaxCoordinateInches = 4096;  // positions, heights, footprint and territory points
inline constexpr std::uint32_t kMaxLevels = 255;
inline constexpr std::int32_t kMaxDieValue = 1 << 20;  // faces and totals, either sign

}  // namespace bb::link
