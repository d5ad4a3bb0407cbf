#include "platform/main_loop.hpp"

#include <SDL.h>
#include <emscripten/emscripten.h>
#include <emscripten/html5.h>

namespace platform {

namespace {
std::function<bool()> g_frame;
void tick() { g_frame(); }
}  // namespace

GraphicsProfile graphics_profile() { return {3, 0, SDL_GL_CONTEXT_PROFILE_ES, "#version 300 es"}; }

void initial_window_size(int& width, int& height) {
    double w = 0, h = 0;
    emscripten_get_element_css_size("#canvas", &w, &h);
    width = w > 0 ? int(w) : 1280;
    height = h > 0 ? int(h) : 800;
}

void run_main_loop(std::function<bool()> frame) {
    g_frame = std::move(frame);
    emscripten_set_main_loop(tick, 0, true);
}

}  // namespace platform
