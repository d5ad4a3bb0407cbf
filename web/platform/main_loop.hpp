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

// Calls `frame` until it returns false (never, in the browser). In the browser frames are built on demand: on
// input, on request_frame, and for a short grace after either; natively the loop simply keeps turning.
void run_main_loop(std::function<bool()> frame);

// Something changes what the app shows without input (a job's next slice, an answer arriving): build frames.
void request_frame();

}  // namespace platform
