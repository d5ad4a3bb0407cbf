#pragma once
// Hands the frame function to the platform: a browser animation-frame callback or a native while loop.
#include <functional>

namespace platform {

struct GraphicsProfile {
    int gl_major;
    int gl_minor;
    int gl_profile_mask;       // SDL_GL_CONTEXT_PROFILE_*
    const char* glsl_version;  // for ImGui_ImplOpenGL3_Init
};

GraphicsProfile graphics_profile();

// The initial window size in screen points (CSS pixels in the browser).
void initial_window_size(int& width, int& height);

// Calls `frame` until it returns false (never, in the browser).
void run_main_loop(std::function<bool()> frame);

}  // namespace platform
