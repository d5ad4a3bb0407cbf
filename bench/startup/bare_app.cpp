// The baseline for bench/startup: the smallest ImGui + SDL2 + WebGL2 page, built with the same ImGui library,
// SDL2 build and link flags as Battleboard, showing one window of text. Battleboard's startup is reported
// as a ratio to this page.
#include <SDL.h>
#include <SDL_opengles2.h>
#include <emscripten/emscripten.h>
#include <emscripten/html5.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>

namespace {

SDL_Window* g_window = nullptr;
bool g_first_frame = true;

void frame() {
    SDL_Event event;
    while (SDL_PollEvent(&event)) ImGui_ImplSDL2_ProcessEvent(&event);
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    ImGui::NewFrame();
    ImGui::Begin("Bare page");
    ImGui::TextUnformatted("Dear ImGui on SDL2 and WebGL2");
    ImGui::End();
    ImGui::Render();
    const ImGuiIO& io = ImGui::GetIO();
    glViewport(0, 0, int(io.DisplaySize.x * io.DisplayFramebufferScale.x),
               int(io.DisplaySize.y * io.DisplayFramebufferScale.y));
    glClearColor(0.1f, 0.1f, 0.12f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    SDL_GL_SwapWindow(g_window);
    if (g_first_frame) {
        g_first_frame = false;
        // JavaScript inside: clang-format would break it (=== becomes == =).
        // clang-format off
        EM_ASM({ if (Module.onFirstFrame) Module.onFirstFrame(); });
        // clang-format on
    }
}

}  // namespace

int main(int, char**) {
    SDL_Init(SDL_INIT_VIDEO);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
    double width = 0, height = 0;
    emscripten_get_element_css_size("#canvas", &width, &height);
    g_window = SDL_CreateWindow("bare", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, int(width), int(height),
                                SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    SDL_GLContext gl = SDL_GL_CreateContext(g_window);
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;
    ImGui_ImplSDL2_InitForOpenGL(g_window, gl);
    ImGui_ImplOpenGL3_Init("#version 300 es");
    emscripten_set_main_loop(frame, 0, true);
}
