#pragma once
// Names of the operations a plugin answers, and the request each takes. Shared by host and plugins.
#include <cstdint>
#include <string_view>

namespace bb::plugin {

// Request: empty. Reply: sys::SystemDescription.
inline constexpr std::string_view kDescribe = "describe";

} // namespace bb::plugin
