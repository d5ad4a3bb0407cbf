#include "platform/main_loop.hpp"

#include <SDL.h>

namespace platform {

GraphicsProfile graphics_profile() { return {3, 3, SDL_GL_CONTEXT_PROFILE_CORE, "#version 330 core"}; }

void initial_window_size(int& width, int& height) {
    width = 1280;
    height = 800;
}

void run_main_loop(std::function<bool()> frame) {
    while (frame()) {
    }
}

}  // namespace platform
