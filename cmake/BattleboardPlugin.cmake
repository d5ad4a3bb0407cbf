# add_battleboard_plugin(<id> NAME "<display name>" [AUTHOR "<who>"] [TEST_ONLY] [FUZZ_LINKS] SOURCES <files...>)
# Declares one game-system plugin of this tree. Natively it becomes plugins/bb-plugin-<id>.so (opened with dlopen);
# under Emscripten a standalone site/plugins/<id>.wasm with its own memory, instantiated on demand; both are built
# by cmake/BattleboardPluginModule.cmake, which the installed SDK's add_battleboard_plugin() uses too.
# FUZZ_LINKS: the fuzz preset builds a libFuzzer target, plugin_link_<id>, that opens share links of this system
# with the plugin linked in (for plugins that read links themselves: their own state layout).
include("${CMAKE_CURRENT_LIST_DIR}/BattleboardPluginModule.cmake")
set(BB_PLUGIN_INDEX_SCRIPT "${CMAKE_CURRENT_LIST_DIR}/write_plugin_index.cmake")
set(BB_PLUGIN_ABI_HEADER "${CMAKE_CURRENT_LIST_DIR}/../core/include/battleboard/plugin/abi.h")
set(BB_SITE_DIR "${CMAKE_BINARY_DIR}/site" CACHE INTERNAL "")
set(BB_PLUGIN_SDK_DIR "${CMAKE_CURRENT_LIST_DIR}/../plugins/sdk")
# Compiled into each plugin: its id and name (the rest of the SDK is the library plugins/sdk/CMakeLists.txt builds).
set(BB_PLUGIN_IDENTITY_SOURCE "${BB_PLUGIN_SDK_DIR}/source/plugin_identity.cpp")
# The whole SDK as sources, for a program that builds a plugin's rules into itself (the fuzz preset's link fuzzers,
# the wasm layout benchmark).
set(BB_PLUGIN_SDK_SOURCES "${BB_PLUGIN_SDK_DIR}/source/entry_points.cpp" "${BB_PLUGIN_SDK_DIR}/source/panel_sdk.cpp"
    "${BB_PLUGIN_SDK_DIR}/source/link_state.cpp" "${BB_PLUGIN_SDK_DIR}/source/victory_points.cpp"
    "${BB_PLUGIN_IDENTITY_SOURCE}")

function(add_battleboard_plugin id)
    cmake_parse_arguments(PLUGIN "TEST_ONLY;FUZZ_LINKS" "NAME;AUTHOR" "SOURCES" ${ARGN})
    if(NOT PLUGIN_NAME OR NOT PLUGIN_SOURCES)
        message(FATAL_ERROR "add_battleboard_plugin(${id}) needs NAME and SOURCES")
    endif()
    if(NOT PLUGIN_AUTHOR)
        set(PLUGIN_AUTHOR "Battleboard")
    endif()
    set(target bb-plugin-${id})
    if(BB_FUZZ)
        # Built only into the plugin's link fuzzer, when it asks for one.
        # The SDK's sources in the same archive: its entry points and the plugin's identity refer to each other.
        add_library(${target} STATIC EXCLUDE_FROM_ALL ${PLUGIN_SOURCES} ${BB_PLUGIN_SDK_SOURCES})
        if(PLUGIN_FUZZ_LINKS)
            battleboard_plugin_link_fuzzer(${id} ${target})
        endif()
        target_compile_definitions(${target} PRIVATE BB_PLUGIN_ID="${id}" BB_PLUGIN_NAME="${PLUGIN_NAME}")
        target_include_directories(${target} PRIVATE "${CMAKE_CURRENT_SOURCE_DIR}/source" "${BB_PLUGIN_SDK_DIR}/include")
        target_link_libraries(${target} PRIVATE battleboard_core)
    else()
        # A TEST_ONLY plugin is kept out of the site: tests serve it by adding it to a copy of the site.
        if(NOT EMSCRIPTEN)
            set(folder "${CMAKE_BINARY_DIR}/plugins")
        elseif(PLUGIN_TEST_ONLY)
            set(folder "${CMAKE_BINARY_DIR}/extra-plugins")
        else()
            set(folder "${BB_SITE_DIR}/plugins")
        endif()
        battleboard_plugin_module(${target} ID ${id} NAME "${PLUGIN_NAME}" OUTPUT_DIRECTORY "${folder}"
            SDK battleboard_plugin_sdk IDENTITY "${BB_PLUGIN_IDENTITY_SOURCE}" SOURCES ${PLUGIN_SOURCES}
            VERSION "${PROJECT_VERSION}" AUTHOR "${PLUGIN_AUTHOR}" BUNDLE_DIRECTORY "${CMAKE_BINARY_DIR}/plugin-bundles")
        target_include_directories(${target} PRIVATE "${CMAKE_CURRENT_SOURCE_DIR}/source")
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
