# Dear ImGui 1.86 from Debian's source package, with the SDL2 + OpenGL3 backends.
bb_require_path("${BB_IMGUI_DIR}/imgui.cpp" "Dear ImGui sources")

# ImGui 1.86 holds an active text field's flags (ImGuiInputTextState::Flags) only while InputTextEx runs, so
# nothing outside it can tell a number field from a text field. A copy of imgui_widgets.cpp calls one more test
# engine hook there (web/imgui_hooks.hpp): the phone's keyboard learns every number field without the app naming it.
set(BB_IMGUI_WIDGETS "${CMAKE_BINARY_DIR}/imgui/imgui_widgets.cpp")
file(READ "${BB_IMGUI_DIR}/imgui_widgets.cpp" bb_widgets)
set(bb_include "#include \"imgui_internal.h\"\n")
set(bb_clear_flags "        // Clear temporary user storage\n        state->Flags = ImGuiInputTextFlags_None;")
foreach(bb_part bb_include bb_clear_flags)
    string(FIND "${bb_widgets}" "${${bb_part}}" bb_at)
    if(bb_at EQUAL -1)
        message(FATAL_ERROR "imgui_widgets.cpp in ${BB_IMGUI_DIR} is not ImGui 1.86's: no '${${bb_part}}' to hook "
                            "the text field flags onto (cmake/ImGui.cmake)")
    endif()
endforeach()
set(bb_hook "ImGuiTestEngineHook_InputTextFlags")
string(REPLACE "${bb_include}" "${bb_include}void ${bb_hook}(ImGuiContext*, ImGuiID, ImGuiInputTextFlags);\n"
       bb_widgets "${bb_widgets}")
string(REPLACE "${bb_clear_flags}" "        if (g.TestEngineHookItems) ${bb_hook}(&g, id, state->Flags);\n${bb_clear_flags}"
       bb_widgets "${bb_widgets}")
file(WRITE "${BB_IMGUI_WIDGETS}.new" "${bb_widgets}")
configure_file("${BB_IMGUI_WIDGETS}.new" "${BB_IMGUI_WIDGETS}" COPYONLY)  # rewritten only when it changes
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${BB_IMGUI_DIR}/imgui_widgets.cpp")

add_library(imgui STATIC
    "${BB_IMGUI_DIR}/imgui.cpp"
    "${BB_IMGUI_DIR}/imgui_draw.cpp"
    "${BB_IMGUI_DIR}/imgui_tables.cpp"
    "${BB_IMGUI_WIDGETS}"
    "${BB_IMGUI_DIR}/backends/imgui_impl_sdl.cpp"
    "${BB_IMGUI_DIR}/backends/imgui_impl_opengl3.cpp"
    "${BB_IMGUI_DIR}/misc/cpp/imgui_stdlib.cpp"
    "${PROJECT_SOURCE_DIR}/web/imgui_hooks.cpp")
target_include_directories(imgui SYSTEM PUBLIC "${BB_IMGUI_DIR}" "${BB_IMGUI_DIR}/backends" "${BB_IMGUI_DIR}/misc/cpp")
# ImGui's item hooks (web/imgui_hooks.hpp): how the app finds every text field to type into with a phone's keyboard.
target_compile_definitions(imgui PUBLIC IMGUI_ENABLE_TEST_ENGINE)
# Keep ImGui's demo windows and the legacy API out of the binary.
target_compile_definitions(imgui PUBLIC IMGUI_DISABLE_OBSOLETE_FUNCTIONS IMGUI_DISABLE_DEMO_WINDOWS
    IMGUI_DISABLE_METRICS_WINDOW)
if(EMSCRIPTEN)
    # Link flags of every ImGui page: the app and the bench/startup baseline, so the two differ only in
    # what the app adds. WebGL2 only (GLES3), growable memory, no eval (CSP), no virtual filesystem.
    # Chromium compiles each wasm function whole on its first call, on the page's thread, so every function the
    # first frame calls is compiled before that frame can be drawn (bench/startup, BENCHMARKS.md):
    # - EVAL_CTORS=2 runs the static constructors (cereal's version registry, SDL's first set-up) at link time
    #   and keeps the memory they wrote, so their 30 KB function is never compiled in the page; level 2 assumes
    #   no environment variables or arguments, which a web page does not have;
    # - wasm-opt inlines every function that has one caller, whatever its size, which made the app's frame one
    #   100 KB function; above 200 instructions such a function stays a function of its own, compiled only
    #   when it is called.
    set(BB_WEB_LINK_OPTIONS
        -sEVAL_CTORS=2 -sBINARYEN_EXTRA_PASSES=--one-caller-inline-max-function-size=200
        -sMAX_WEBGL_VERSION=2 -sMIN_WEBGL_VERSION=2 -sFULL_ES3=1
        -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=16777216 -sTOTAL_STACK=1048576
        -sENVIRONMENT=web -sDYNAMIC_EXECUTION=0 -sFILESYSTEM=0
        "-sEXPORTED_FUNCTIONS=_main,_malloc,_free"
        "-sEXPORTED_RUNTIME_METHODS=UTF8ToString")
    bb_require_path("${BB_SDL2_WASM_PREFIX}/include/SDL2/SDL.h" "SDL2 for wasm")
    # WebGL2 through GLES3; without this ImGui picks WebGL1.
    target_compile_definitions(imgui PUBLIC IMGUI_IMPL_OPENGL_ES3)
    # The SDL2 include path must be explicit, or emcc silently uses its own SDL 1 headers.
    target_include_directories(imgui SYSTEM PUBLIC "${BB_SDL2_WASM_PREFIX}/include/SDL2")
    target_link_libraries(imgui PUBLIC "${BB_SDL2_WASM_PREFIX}/lib/libSDL2.a")
else()
    find_package(SDL2 REQUIRED)
    find_package(OpenGL REQUIRED)
    target_link_libraries(imgui PUBLIC SDL2::SDL2 OpenGL::GL ${CMAKE_DL_LIBS})
endif()
# Third-party code: its warnings are not ours to fix, and ImGui 1.86's GL loader indexes one past its
# function table (UBSan finds it), so sanitizers check only our code.
target_compile_options(imgui PRIVATE -w)
if(NOT EMSCRIPTEN)
    target_compile_options(imgui PRIVATE -fno-sanitize=all)
endif()
