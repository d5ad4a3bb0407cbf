#include "platform/main_loop.hpp"

#include <SDL.h>
#include <emscripten/emscripten.h>
#include <emscripten/html5.h>

extern "C" {
void bb_js_main_loop_start();
void bb_js_main_loop_frame_built();
}

namespace platform {

namespace {
std::function<bool()> g_frame;
bool g_first_frame_done = false;

// On a first visit the first frame runs on the part of the app's code that comes first (web/CMakeLists.txt);
// the frames after it wait until boot.js has the rest running, so that no frame calls into code that is not
// there yet. boot.js may ask the first frame to wait as well.
bool all_code_running() {
    return EM_ASM_INT({ return Module.allCodeRunning() ? 1 : 0; }) != 0;
}
bool first_frame_waits() {
    return EM_ASM_INT({ return Module.firstFrameWaitsForAllCode() ? 1 : 0; }) != 0;
}

// The loop keeps turning (no sleep) while it waits for the rest of the code: that wait ends without input.
void tick() {
    if ((g_first_frame_done || first_frame_waits()) && !all_code_running()) return;
    g_first_frame_done = true;
    g_frame();
    bb_js_main_loop_frame_built();
}
}  // namespace

GraphicsProfile graphics_profile() { return {3, 0, SDL_GL_CONTEXT_PROFILE_ES, "#version 300 es"}; }

void initial_window_size(int& width, int& height) {
    double w = 0, h = 0;
    emscripten_get_element_css_size("#canvas", &w, &h);
    width = w > 0 ? int(w) : 1280;
    height = h > 0 ? int(h) : 800;
}

void request_frame() {
    EM_ASM({ Module.requestFrame(); });
}

void run_main_loop(std::function<bool()> frame) {
    g_frame = std::move(frame);
    bb_js_main_loop_start();
    emscripten_set_main_loop(tick, 0, true);
}

}  // namespace platform
