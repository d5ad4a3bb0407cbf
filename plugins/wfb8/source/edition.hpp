#pragma once
// The one rules text the seed holds: the Battlefield Terrain chapter of the 8th edition rulebook.
namespace wfb8 {
inline constexpr const char* kRulebook = "wfb8-2010";
}  // namespace wfb8
