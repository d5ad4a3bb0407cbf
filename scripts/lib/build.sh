# Build steps shared by scripts/run, scripts/test and scripts/cli.
# shellcheck source=common.sh
source "$(dirname "${BASH_SOURCE[0]}")/sdl2_wasm.sh"

build_native() { # preset
    local preset=${1:-native}
    [ -f "$BB_ROOT/build/$preset/build.ninja" ] || cmake --preset "$preset" >/dev/null
    cmake --build --preset "$preset"
}

build_web() {
    build_sdl2_wasm
    [ -f "$BB_ROOT/build/web/build.ninja" ] || emcmake cmake --preset web \
        -DBB_SDL2_WASM_PREFIX="$SDL2_WASM_PREFIX" >/dev/null
    cmake --build --preset web
}
