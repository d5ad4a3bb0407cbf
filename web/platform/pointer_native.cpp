#include "platform/pointer.hpp"

namespace platform {

// The native app is for desktops with a mouse.
bool coarse_pointer() { return false; }

}  // namespace platform
