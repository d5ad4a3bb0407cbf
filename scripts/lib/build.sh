# Build steps shared by scripts/run, scripts/test and scripts/cli.
# shellcheck source=common.sh
source "$(dirname "${BASH_SOURCE[0]}")/sdl2_wasm.sh"

# Objects are cached outside the checkout (keyed by content, paths taken relative to the checkout), so a fresh
# clone on the same machine, and the sanitizer pass after an edit, recompile only what changed. Compiling is
# most of the web build too (the LTO link is a small part), so em++ goes through the same cache.
compiler_cache() {
    command -v ccache >/dev/null || return 0
    export CCACHE_DIR="$BB_CACHE/ccache" CCACHE_BASEDIR="$BB_ROOT" CCACHE_NOHASHDIR=1
    export CMAKE_CXX_COMPILER_LAUNCHER=ccache CMAKE_C_COMPILER_LAUNCHER=ccache
}

build_native() { # preset
    local preset=${1:-native}
    compiler_cache
    [ -f "$BB_ROOT/build/$preset/build.ninja" ] || cmake --preset "$preset" >/dev/null
    cmake --build --preset "$preset"
}

build_web() {
    build_sdl2_wasm
    compiler_cache
    [ -f "$BB_ROOT/build/web/build.ninja" ] || emcmake cmake --preset web \
        -DBB_SDL2_WASM_PREFIX="$SDL2_WASM_PREFIX" >/dev/null
    cmake --build --preset web
}
