#pragma once
// Names of the operations a plugin answers, and the request and reply each takes. Shared by host and
// plugins. A plugin that lacks an operation answers BB_STATUS_UNKNOWN_OPERATION.
#include <string_view>

namespace bb::plugin {

// Request: empty. Reply: sys::SystemDescription.
inline constexpr std::string_view kDescribe = "describe";

// Request: model::Battlefield. Reply: rules::Findings (the system's setup rules, checked).
inline constexpr std::string_view kValidate = "validate";

// Request: rules::SightQuestion. Reply: rules::SightAnswer (can the observer see the target, is it in cover,
// and why). Optional: the host says so when a system does not answer it.
inline constexpr std::string_view kSight = "sight";

// Request: std::string (the rules edition id). Reply: layout::SetupConstraints (the terrain set-up rules as
// data: gaps, size mix per board, what never goes on a neutral table, what may hold other pieces).
inline constexpr std::string_view kLayoutConstraints = "layout-constraints";
// Request: rules::SightMapQuestion. Reply: rules::SightMap (every spot of the table classified from one
// observer, or the spots that see one target). Optional, like "sight"; version 1 of both types.
inline constexpr std::string_view kSightMap = "sight-map";
// Request: rules::SightMapRows. Reply: rules::SightMap of those rows alone. Optional: without it the app asks
// "sight-map" for the whole map at once.
inline constexpr std::string_view kSightMapRows = "sight-map-rows";

}  // namespace bb::plugin
