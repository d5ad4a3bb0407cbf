# The UI font: DejaVu Sans (Debian's fonts-dejavu-core) cut down to the characters the app shows, then
# compiled into the app so text is crisp at any pixel ratio without a second download.
set(BB_FONT_SOURCE "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
set(BB_FONT_SUBSET "${CMAKE_BINARY_DIR}/generated/ui_font.ttf")
set(BB_FONT_CPP "${CMAKE_BINARY_DIR}/generated/ui_font.cpp")
# Latin-1, dashes, quotes, bullet, ellipsis, primes (inch marks), arrows, multiplication and degree signs.
set(BB_FONT_UNICODES "U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-201D,U+2022,U+2026,U+2032-2033,U+2190-2193")
find_program(PYFTSUBSET pyftsubset REQUIRED NO_CMAKE_FIND_ROOT_PATH)
add_custom_command(OUTPUT "${BB_FONT_SUBSET}"
    COMMAND "${PYFTSUBSET}" "${BB_FONT_SOURCE}" "--unicodes=${BB_FONT_UNICODES}" --no-hinting
        --layout-features= "--output-file=${BB_FONT_SUBSET}"
    DEPENDS "${BB_FONT_SOURCE}" COMMENT "Subsetting the UI font")
add_custom_command(OUTPUT "${BB_FONT_CPP}"
    COMMAND "${CMAKE_COMMAND}" -DINPUT=${BB_FONT_SUBSET} -DOUTPUT=${BB_FONT_CPP} -DSYMBOL=kUiFont
        -P "${CMAKE_CURRENT_LIST_DIR}/embed_file.cmake"
    DEPENDS "${BB_FONT_SUBSET}" "${CMAKE_CURRENT_LIST_DIR}/embed_file.cmake" COMMENT "Embedding the UI font")
