#include "platform/tab_channel.hpp"

extern "C" {
// tab_channel.js
void bb_js_tabs_send(const std::uint8_t* data, int size);
int bb_js_tabs_next(std::uint8_t* buffer, int capacity);
}

namespace platform {

void tab_channel_send(const TabMessage& message) { bb_js_tabs_send(message.data(), static_cast<int>(message.size())); }

std::vector<TabMessage> tab_channel_take() {
    std::vector<TabMessage> heard;
    for (int size = bb_js_tabs_next(nullptr, 0); size >= 0; size = bb_js_tabs_next(nullptr, 0)) {
        TabMessage message(static_cast<std::size_t>(size));
        bb_js_tabs_next(message.data(), size);
        heard.push_back(std::move(message));
    }
    return heard;
}

}  // namespace platform
