#include "platform/page.hpp"

#include <emscripten/emscripten.h>

namespace platform {

namespace {
std::function<std::string()> g_state_json;
std::string g_last_state;
std::function<void()> g_hidden;
}  // namespace

void page_ready() {
    // JavaScript inside: clang-format would break it (=== becomes == =).
    // clang-format off
    EM_ASM({
        if (typeof Module.onFirstFrame === "function") Module.onFirstFrame();
    });
    // clang-format on
}

void expose_state(std::function<std::string()> state_report) { g_state_json = std::move(state_report); }

void on_page_hidden(std::function<void()> hidden) {
    g_hidden = std::move(hidden);
    // pagehide covers reloads and closing; visibilitychange covers a phone switching apps, after which the
    // page may be killed without another event.
    // JavaScript inside: clang-format would break it (=== becomes == =).
    // clang-format off
    EM_ASM({
        const hidden = function () { Module.whenAllCode(function () { Module['_bb_page_hidden'](); }); };
        window.addEventListener('pagehide', hidden);
        document.addEventListener('visibilitychange', function () {
            if (document.visibilityState === 'hidden') hidden();
        });
    });
    // clang-format on
}

}  // namespace platform

// Called by window.battleboard.state() in shell.html. The string stays valid until the next call.
extern "C" EMSCRIPTEN_KEEPALIVE const char* bb_state_json() {
    platform::g_last_state = platform::g_state_json ? platform::g_state_json() : "{}";
    return platform::g_last_state.c_str();
}

extern "C" EMSCRIPTEN_KEEPALIVE void bb_page_hidden() {
    if (platform::g_hidden) platform::g_hidden();
}
