#include "platform/wake_lock.hpp"

#include <SDL.h>

namespace platform {

namespace {
bool g_setting = true;
bool g_open = false;

// SDL's screen saver switch is the desktop's equivalent of the browser's wake lock.
void apply() { g_setting&& g_open ? SDL_DisableScreenSaver() : SDL_EnableScreenSaver(); }
}  // namespace

void keep_screen_on(bool battlefield_open) {
    if (battlefield_open == g_open) return;
    g_open = battlefield_open;
    apply();
}
bool keep_screen_on_setting() { return g_setting; }
void set_keep_screen_on_setting(bool on) {
    g_setting = on;
    apply();
}

}  // namespace platform
