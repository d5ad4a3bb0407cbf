#include "platform/page.hpp"

#include <emscripten/emscripten.h>

namespace platform {

namespace {
std::function<std::string()> g_state_json;
std::string g_last_state;
} // namespace

void page_ready() {
    EM_ASM({
        if (typeof Module.onFirstFrame === "function") Module.onFirstFrame();
    });
}

void expose_state(std::function<std::string()> state_json) { g_state_json = std::move(state_json); }

} // namespace platform

// Called by window.battleboard.state() in shell.html. The string stays valid until the next call.
extern "C" EMSCRIPTEN_KEEPALIVE const char* bb_state_json() {
    platform::g_last_state = platform::g_state_json ? platform::g_state_json() : "{}";
    return platform::g_last_state.c_str();
}
