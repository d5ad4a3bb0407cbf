#include "platform/viewport.hpp"

extern "C" {
// viewport.js
void bb_js_watch_viewport();
void bb_js_safe_area(float* top_right_bottom_left);
}

namespace platform {

void watch_viewport() { bb_js_watch_viewport(); }

SafeArea safe_area() {
    float insets[4] = {};
    bb_js_safe_area(insets);
    return {insets[0], insets[1], insets[2], insets[3]};
}

}  // namespace platform
