# zlib squeezes a battle into the QR codes of "sync by scanning" (core/src/live/deflate_bytes.cpp). Natively it is
# Debian's zlib1g-dev; in the browser the same version is compiled from its Debian source (scripts/setup), only the
# parts that deflate and inflate in memory, since Debian's emscripten cannot fetch its own zlib port.
if(EMSCRIPTEN)
    bb_require_path("${BB_ZLIB_DIR}/deflate.c" "zlib sources")
    set(_bb_zlib_sources adler32.c crc32.c deflate.c inflate.c inffast.c inftrees.c trees.c zutil.c)
    list(TRANSFORM _bb_zlib_sources PREPEND "${BB_ZLIB_DIR}/")
    add_library(bb_zlib STATIC ${_bb_zlib_sources})
    target_include_directories(bb_zlib SYSTEM PUBLIC "${BB_ZLIB_DIR}")
    target_compile_options(bb_zlib PRIVATE -w)
    add_library(ZLIB::ZLIB ALIAS bb_zlib)
else()
    find_package(ZLIB REQUIRED)
endif()
