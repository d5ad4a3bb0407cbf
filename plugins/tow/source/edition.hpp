#pragma once
// The one rules text the seed holds: the Buildings rules of the Warhammer: The Old World rulebook.
namespace tow {
inline constexpr const char* kRulebook = "tow-2024";
}  // namespace tow
