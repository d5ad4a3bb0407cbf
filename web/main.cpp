// Battleboard's front end: one SDL2 window with an OpenGL (WebGL2 in the browser) context and Dear ImGui.
// The frame is written once; platform/ hands it to the browser or a native loop.
#include "app/app.hpp"
#include "app/input/back_stack.hpp"
#include "app/input/text_agent.hpp"
#include "app/input/touch_input.hpp"
#include "app/redraw_gate.hpp"
#include "app/ui/fonts.hpp"
#include "app/ui/screen_area.hpp"
#include "app/ui/theme.hpp"
#include "platform/main_loop.hpp"
#include "platform/page.hpp"
#include "platform/pointer.hpp"
#include "platform/viewport.hpp"

#include <SDL.h>
#include <SDL_opengl.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>
#include <cstdio>
#include <cstdlib>
#include <string>

int main(int argc, char** argv) {
    // --frames N: draw N frames and exit (the native smoke test); the browser never passes it.
    long frames_left = argc == 3 && std::string(argv[1]) == "--frames" ? std::atol(argv[2]) : -1;
    app::touch::set_up();
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
        std::fprintf(stderr, "SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    const platform::GraphicsProfile profile = platform::graphics_profile();
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, profile.gl_profile_mask);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, profile.gl_major);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, profile.gl_minor);
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    int width = 0, height = 0;
    platform::initial_window_size(width, height);
    SDL_Window* window = SDL_CreateWindow("Battleboard", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, width, height,
                                          SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    SDL_GLContext gl = window ? SDL_GL_CreateContext(window) : nullptr;
    if (!gl) {
        std::fprintf(stderr, "Could not create an OpenGL context: %s\n", SDL_GetError());
        return 1;
    }
    SDL_GL_MakeCurrent(window, gl);
    SDL_GL_SetSwapInterval(1);

    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;  // layout is computed, not remembered
    int drawable_w = 0, window_w = 0;
    SDL_GL_GetDrawableSize(window, &drawable_w, nullptr);
    SDL_GetWindowSize(window, &window_w, nullptr);
    const float pixel_ratio = window_w > 0 ? float(drawable_w) / float(window_w) : 1.0f;
    app::theme::apply_style(1.0f);
    if (platform::coarse_pointer()) app::theme::use_finger_sizes();
    app::load_fonts(pixel_ratio);
    ImGui_ImplSDL2_InitForOpenGL(window, gl);
    ImGui_ImplOpenGL3_Init(profile.glsl_version);
    // The phone's side of the page: its keyboard for text fields, the screen's safe area.
    app::text_agent::start();
    platform::watch_viewport();

    static app::App battleboard;
    static app::RedrawGate redraw;
    platform::expose_state([] { return battleboard.state_report(redraw.drawn()); });
    platform::on_page_hidden([] {
        battleboard.page_hidden();
        redraw.forget();
    });
    static bool first_frame = true;

    platform::run_main_loop([window, &frames_left] {
        SDL_Event event;
        bool running = true;
        while (SDL_PollEvent(&event)) {
            if (!app::touch::process_event(event)) ImGui_ImplSDL2_ProcessEvent(&event);
            if (event.type == SDL_QUIT) running = false;
        }
        ImGui_ImplOpenGL3_NewFrame();
        ImGui_ImplSDL2_NewFrame();
        app::screen::before_frame();
        app::touch::before_frame();
        app::text_agent::before_frame();
        ImGui::NewFrame();
        app::back::begin_frame();
        battleboard.frame();
        app::back::end_frame();
        app::touch::after_frame();
        app::text_agent::after_frame();
        ImGui::Render();
        app::screen::place_picture(*ImGui::GetDrawData());
        if (redraw.changed(*ImGui::GetDrawData())) {
            const ImVec2 fb = ImGui::GetDrawData()->DisplaySize;
            const ImVec2 scale = ImGui::GetIO().DisplayFramebufferScale;
            glViewport(0, 0, int(fb.x * scale.x), int(fb.y * scale.y));
            glClearColor(0.094f, 0.102f, 0.118f, 1.0f);
            glClear(GL_COLOR_BUFFER_BIT);
            ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
            SDL_GL_SwapWindow(window);
        }
        // Work of the app's own, a held finger or button (a hold turns into a drag after a while) and a text
        // field's cursor keep frames coming without input.
        if (battleboard.wants_frames() || app::touch::finger_busy() || ImGui::IsAnyMouseDown() ||
            ImGui::GetIO().WantTextInput)
            platform::request_frame();
        if (first_frame) {
            first_frame = false;
            platform::page_ready();
        }
        if (frames_left > 0 && --frames_left == 0) running = false;
        return running;
    });
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
    SDL_GL_DeleteContext(gl);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return 0;
}
