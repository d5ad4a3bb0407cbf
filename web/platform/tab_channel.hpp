#pragma once
// The other tabs and windows of the app on this device (the installed app and a browser tab, a shared link opened
// while the app runs): they hear each other's changes through one BroadcastChannel. Natively there are none.
#include <cstdint>
#include <vector>

namespace platform {

using TabMessage = std::vector<std::uint8_t>;

// Sends to every other tab of the app; the sender never hears its own.
void tab_channel_send(const TabMessage& message);
// What the other tabs sent since the last call, oldest first. The first call opens the channel.
std::vector<TabMessage> tab_channel_take();

}  // namespace platform
