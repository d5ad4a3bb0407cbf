# Builds SDL2 for wasm once per version into the cache (Debian's emscripten cannot fetch its own port).
build_sdl2_wasm() {
    local src="$BB_CACHE/src/libsdl2-$SDL2_DEB_VERSION"
    SDL2_WASM_PREFIX="$BB_CACHE/sdl2-wasm-$SDL2_DEB_VERSION"
    [ -f "$SDL2_WASM_PREFIX/lib/libSDL2.a" ] && return 0
    # Two builds on one machine (checkouts side by side) share the cache: the second waits for the first.
    mkdir -p "$BB_CACHE"
    local lock
    exec {lock}>"$BB_CACHE/sdl2-wasm.lock"
    flock "$lock"
    if [ -f "$SDL2_WASM_PREFIX/lib/libSDL2.a" ]; then
        exec {lock}>&-
        return 0
    fi
    log "building SDL2 $SDL2_DEB_VERSION for wasm (about two minutes, cached afterwards)"
    local build="$BB_CACHE/build/sdl2-wasm-$SDL2_DEB_VERSION"
    rm -rf "$build"
    mkdir -p "$BB_CACHE/build"
    emcmake cmake -S "$src" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
        -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF -DSDL_PTHREADS=OFF \
        -DCMAKE_INSTALL_PREFIX="$SDL2_WASM_PREFIX.partial" >"$build.log" 2>&1 || { tail -30 "$build.log"; die "SDL2 configure failed"; }
    cmake --build "$build" >>"$build.log" 2>&1 && cmake --install "$build" >>"$build.log" 2>&1 \
        || { tail -30 "$build.log"; die "SDL2 build failed"; }
    rm -rf "$SDL2_WASM_PREFIX" && mv "$SDL2_WASM_PREFIX.partial" "$SDL2_WASM_PREFIX"
    rm -rf "$build"
    exec {lock}>&-
}
