#include "platform/page.hpp"

namespace platform {

// A native window has no page: nothing to hide and no test hook.
void page_ready() {}
void expose_state(std::function<std::string()>) {}
void on_page_hidden(std::function<void()>) {}

}  // namespace platform
