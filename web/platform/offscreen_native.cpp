#include "platform/offscreen.hpp"

namespace platform {

// The native window is a development aid; board images are made in the browser.
bb::Result<std::vector<std::uint8_t>> render_offscreen(ImDrawList&, int, int, ImVec4) {
    return bb::make_error("Board images are made in the browser app.");
}

}  // namespace platform
