#pragma once
// The page around the app: the loading message, and the read-only state hook browser tests use.
#include <functional>
#include <string>

namespace platform {

// The first frame is on screen: hide the loading message.
void page_ready();

// Calls `hidden` when the page is hidden or closed (tab switched, reload, app swiped away).
void on_page_hidden(std::function<void()> hidden);

// Lets the page (tests) read the app's state as JSON on request; never lets it change anything.
void expose_state(std::function<std::string()> state_report);

}  // namespace platform
