#include "platform/tab_channel.hpp"

namespace platform {

// A native window is the only one of its kind: no other tab shares its battles.
void tab_channel_send(const TabMessage&) {}
std::vector<TabMessage> tab_channel_take() { return {}; }

}  // namespace platform
