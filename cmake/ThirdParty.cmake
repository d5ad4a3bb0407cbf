# Where scripts/setup unpacked third-party sources: outside the checkout, keyed by version, so fresh clones
# (CI) reuse them. Everything else comes from Debian packages.
if(DEFINED ENV{BB_CACHE})
    set(_bb_cache_default "$ENV{BB_CACHE}")
else()
    set(_bb_cache_default "$ENV{HOME}/.cache/battleboard")
endif()
set(BB_CACHE_DIR "${_bb_cache_default}" CACHE PATH "Third-party cache made by scripts/setup")
set(BB_IMGUI_DIR "${BB_CACHE_DIR}/src/imgui-1.86+ds-1" CACHE PATH "Dear ImGui 1.86 sources")
set(BB_SDL2_WASM_PREFIX "${BB_CACHE_DIR}/sdl2-wasm-2.26.5+dfsg-1" CACHE PATH "SDL2 built for wasm")
set(BB_QRCODEGEN_DIR "${BB_CACHE_DIR}/src/qr-code-generator-1.8.0-1.1" CACHE PATH "QR Code generator sources")
# npm's zxing-wasm (web/package.json), the QR code reader the site ships for the camera scanner.
set(BB_ZXING_WASM_DIR "${BB_CACHE_DIR}/web-node/node_modules/zxing-wasm" CACHE PATH "zxing-wasm, from npm")

if(EMSCRIPTEN)
    # emcc does not search /usr/include: expose only the header-only libraries we use, through symlinks.
    set(_bb_sysinclude "${CMAKE_BINARY_DIR}/sysinclude")
    file(MAKE_DIRECTORY "${_bb_sysinclude}")
    foreach(_lib cereal nlohmann xxhash.h)
        if(NOT EXISTS "${_bb_sysinclude}/${_lib}")
            file(CREATE_LINK "/usr/include/${_lib}" "${_bb_sysinclude}/${_lib}" SYMBOLIC)
        endif()
    endforeach()
    add_library(bb_header_libraries INTERFACE)
    target_include_directories(bb_header_libraries SYSTEM INTERFACE "${_bb_sysinclude}")
else()
    add_library(bb_header_libraries INTERFACE)
endif()

function(bb_require_path path what)
    if(NOT EXISTS "${path}")
        message(FATAL_ERROR "${what} not found at ${path}. Run scripts/setup first.")
    endif()
endfunction()
