#include "platform/back_button.hpp"

namespace platform {

// A native window has no history to go back through.
void keep_back_entry(bool) {}
int take_back_presses() { return 0; }

}  // namespace platform
