#pragma once
// The two rules texts the seed holds. The June 2025 update is the default (listed first).
namespace aos4 {
inline constexpr const char* kUpdate2025 = "bpr-2025-06";
inline constexpr const char* kHandbook2024 = "gh-2024-25";
}  // namespace aos4
