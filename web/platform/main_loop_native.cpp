#include "platform/main_loop.hpp"

#include <SDL.h>

namespace platform {

GraphicsProfile graphics_profile() { return {3, 3, SDL_GL_CONTEXT_PROFILE_CORE, "#version 330 core"}; }

void initial_window_size(int& width, int& height) {
    width = 1280;
    height = 800;
}

// The native loop never sleeps between frames, so there is nothing to wake.
void request_frame() {}

// A frame whose picture did not change is not swapped, so vsync no longer paces the loop: keep it to about
// 60 frames a second, as the browser's animation frames do.
void run_main_loop(std::function<bool()> frame) {
    constexpr Uint32 kFrameMs = 16;
    for (Uint32 start = SDL_GetTicks(); frame(); start = SDL_GetTicks()) {
        const Uint32 spent = SDL_GetTicks() - start;
        if (spent < kFrameMs) SDL_Delay(kFrameMs - spent);
    }
}

}  // namespace platform
