#include "platform/page.hpp"

namespace platform {

// A native window has no page: nothing to hide and no test hook.
void page_ready() {}
void expose_state(std::function<std::string()>) {}

} // namespace platform
