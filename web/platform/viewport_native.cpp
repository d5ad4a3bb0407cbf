#include "platform/viewport.hpp"

namespace platform {

// A native window has no notch and no browser bars.
void watch_viewport() {}
SafeArea safe_area() { return {}; }

}  // namespace platform
