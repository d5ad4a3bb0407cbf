# add_battleboard_plugin(<id> NAME "<display name>" [TEST_ONLY] [FUZZ_LINKS] SOURCES <files...>)
# Declares one game-system plugin. Natively it becomes plugins/bb-plugin-<id>.so (opened with dlopen);
# under Emscripten a standalone site/plugins/<id>.wasm with its own memory, instantiated on demand.
# FUZZ_LINKS: the fuzz preset builds a libFuzzer target, plugin_link_<id>, that opens share links of this system
# with the plugin linked in (for plugins that read links themselves: their own state layout).
set(BB_SITE_DIR "${CMAKE_BINARY_DIR}/site" CACHE INTERNAL "")
set(BB_PLUGIN_SDK_SOURCES "${CMAKE_CURRENT_LIST_DIR}/../plugins/sdk/source/entry_points.cpp"
    "${CMAKE_CURRENT_LIST_DIR}/../plugins/sdk/source/panel_sdk.cpp"
    "${CMAKE_CURRENT_LIST_DIR}/../plugins/sdk/source/link_state.cpp"
    "${CMAKE_CURRENT_LIST_DIR}/../plugins/sdk/source/victory_points.cpp")
set(BB_PLUGIN_EXPORTS _bb_plugin_api_version,_bb_plugin_alloc,_bb_plugin_free,_bb_plugin_call)
# In the browser a plugin is a module of its own, fetched when its system is chosen, not for the app's first
# frame; it does the heavy rules work (the sight map, setup checks), so it is built for speed rather than size,
# with a copy of the core built the same way (core/CMakeLists.txt). The web preset's -Os makes Emscripten 3.1.6
# add -fno-inline-functions (kept even after a later -O2), which left the plugin's sight map about 4x slower
# than at -O2: -finline-functions after it turns inlining back on (BENCHMARKS.md, sight map, eighth pass).
# -mnontrapping-fptoint turns a double's conversion to an integer into one instruction instead of a range check
# and a branch (the sight map converts inches to columns per crossing): about 1.5 % of a map (twelfth pass).
# Every browser a PWA installs in has had it since 2021 (Chrome 75, Firefox 64, Safari 15).
set(BB_PLUGIN_WASM_OPTIMIZE -O2 -finline-functions -mnontrapping-fptoint)

function(add_battleboard_plugin id)
    cmake_parse_arguments(PLUGIN "TEST_ONLY;FUZZ_LINKS" "NAME" "SOURCES" ${ARGN})
    if(NOT PLUGIN_NAME OR NOT PLUGIN_SOURCES)
        message(FATAL_ERROR "add_battleboard_plugin(${id}) needs NAME and SOURCES")
    endif()
    set(target bb-plugin-${id})
    if(BB_FUZZ)
        # Built only into the plugin's link fuzzer, when it asks for one.
        add_library(${target} STATIC EXCLUDE_FROM_ALL ${PLUGIN_SOURCES} ${BB_PLUGIN_SDK_SOURCES})
        if(PLUGIN_FUZZ_LINKS)
            battleboard_plugin_link_fuzzer(${id} ${target})
        endif()
    elseif(EMSCRIPTEN)
        add_executable(${target} ${PLUGIN_SOURCES} ${BB_PLUGIN_SDK_SOURCES})
        # A TEST_ONLY plugin is kept out of the site: tests serve it by adding it to a copy of the site.
        set(folder "${BB_SITE_DIR}/plugins")
        if(PLUGIN_TEST_ONLY)
            set(folder "${CMAKE_BINARY_DIR}/extra-plugins")
        endif()
        set_target_properties(${target} PROPERTIES OUTPUT_NAME ${id} SUFFIX ".wasm"
            RUNTIME_OUTPUT_DIRECTORY "${folder}")
        # A pure module with no JS glue: the page instantiates it with a few stub imports. Small fixed memory
        # (growable) so five plugins stay well inside a phone's budget.
        target_compile_options(${target} PRIVATE ${BB_PLUGIN_WASM_OPTIMIZE})
        target_link_options(${target} PRIVATE ${BB_PLUGIN_WASM_OPTIMIZE} -sSTANDALONE_WASM=1 --no-entry
            "-sEXPORTED_FUNCTIONS=${BB_PLUGIN_EXPORTS}" -sALLOW_MEMORY_GROWTH=1
            -sINITIAL_MEMORY=1048576 -sTOTAL_STACK=131072 -sERROR_ON_UNDEFINED_SYMBOLS=1)
    else()
        add_library(${target} MODULE ${PLUGIN_SOURCES} ${BB_PLUGIN_SDK_SOURCES})
        set_target_properties(${target} PROPERTIES PREFIX "" OUTPUT_NAME bb-plugin-${id}
            LIBRARY_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}/plugins"
            CXX_VISIBILITY_PRESET hidden VISIBILITY_INLINES_HIDDEN ON)
    endif()
    target_compile_definitions(${target} PRIVATE BB_PLUGIN_ID="${id}" BB_PLUGIN_NAME="${PLUGIN_NAME}")
    # The same warnings as core and the CLI: a plugin is held to the same standard.
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic)
    target_include_directories(${target} PRIVATE "${CMAKE_CURRENT_SOURCE_DIR}/source"
        "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/../plugins/sdk/include")
    if(EMSCRIPTEN)
        target_link_libraries(${target} PRIVATE battleboard_core_plugin)
    else()
        target_link_libraries(${target} PRIVATE battleboard_core)
    endif()
    if(NOT PLUGIN_TEST_ONLY)
        set_property(GLOBAL APPEND PROPERTY BB_PLUGIN_IDS "${id}")
        set_property(GLOBAL APPEND PROPERTY BB_PLUGIN_NAMES "${PLUGIN_NAME}")
        set_property(GLOBAL APPEND PROPERTY BB_PLUGIN_TARGETS "${target}")
    endif()
endfunction()

# The fuzz preset's target for a FUZZ_LINKS plugin: tests/fuzz/plugin_link_fuzz.cpp over the plugin's library.
function(battleboard_plugin_link_fuzzer id plugin)
    set(target plugin_link_${id})
    add_executable(${target} "${PROJECT_SOURCE_DIR}/tests/fuzz/plugin_link_fuzz.cpp")
    target_compile_definitions(${target} PRIVATE BB_PLUGIN_ID="${id}")
    target_link_libraries(${target} PRIVATE ${plugin} battleboard_core)
    target_link_options(${target} PRIVATE -fsanitize=fuzzer,address,undefined)
    set_target_properties(${target} PROPERTIES RUNTIME_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}")
    set_property(GLOBAL APPEND PROPERTY BB_FUZZ_TARGETS ${target})
endfunction()

# plugins/index.json beside the plugin files (site/plugins for the browser, plugins/ natively), read by the app,
# the service worker and the CLI at run time: ids, names, versions, the plugin API version, the file and a SHA-256
# of its bytes, rewritten by cmake/write_plugin_index.cmake after any listed plugin is built.
# battleboard_plugin_index(<target> FOLDER <dir> IDS <ids...> NAMES <names...> TARGETS <plugin targets...>)
function(battleboard_plugin_index name)
    cmake_parse_arguments(INDEX "" "FOLDER" "IDS;NAMES;TARGETS" ${ARGN})
    set(lines "")
    foreach(id display target IN ZIP_LISTS INDEX_IDS INDEX_NAMES INDEX_TARGETS)
        string(APPEND lines "${id}\t${display}\t${PROJECT_VERSION}\t$<TARGET_FILE_NAME:${target}>\n")
    endforeach()
    set(list_file "${CMAKE_BINARY_DIR}/generated/${name}_entries.txt")
    file(GENERATE OUTPUT "${list_file}" CONTENT "${lines}")
    add_custom_target(${name} ALL
        COMMAND "${CMAKE_COMMAND}" -DENTRIES=${list_file} -DFOLDER=${INDEX_FOLDER}
            -DABI=${PROJECT_SOURCE_DIR}/core/include/battleboard/plugin/abi.h
            -P "${PROJECT_SOURCE_DIR}/cmake/write_plugin_index.cmake"
        COMMENT "Writing ${INDEX_FOLDER}/index.json")
    add_dependencies(${name} ${INDEX_TARGETS})
endfunction()

# The default index: every plugin declared without TEST_ONLY.
function(battleboard_write_plugin_index)
    get_property(ids GLOBAL PROPERTY BB_PLUGIN_IDS)
    get_property(names GLOBAL PROPERTY BB_PLUGIN_NAMES)
    get_property(targets GLOBAL PROPERTY BB_PLUGIN_TARGETS)
    if(EMSCRIPTEN)
        set(folder "${BB_SITE_DIR}/plugins")
    else()
        set(folder "${CMAKE_BINARY_DIR}/plugins")
    endif()
    battleboard_plugin_index(plugin_index FOLDER "${folder}" IDS ${ids} NAMES ${names} TARGETS ${targets})
endfunction()
