# How one plugin module is built, shared by this tree (cmake/BattleboardPlugin.cmake) and the installed SDK
# (BattleboardSDKConfig.cmake installs this very file), so a plugin built outside the tree gets the same flags
# and exports as the five built in it, with no copy that can drift.
#
# Natively a plugin is a shared library opened with dlopen; under Emscripten a standalone .wasm with its own
# memory, instantiated on demand by the page.

# The C entry points of plugin/abi.h, all defined in the SDK library's entry_points.cpp.
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

# Checks each module's imports against the sandbox's allowance and writes its bundle (plugin_bundle.mjs).
set(BB_PLUGIN_BUNDLE_SCRIPT "${CMAKE_CURRENT_LIST_DIR}/plugin_bundle.mjs")

# battleboard_plugin_module(<target> ID <id> NAME <display name> OUTPUT_DIRECTORY <dir>
#                           SDK <sdk library target> IDENTITY <plugin_identity.cpp> SOURCES <files...>
#                           [VERSION <x.y.z> AUTHOR <who> BUNDLE_DIRECTORY <dir>])
# The module itself: the plugin's sources and its identity (id and name from its CMake declaration), linked to
# the SDK library, which carries the core. The caller adds its include folders and indexes. Under Emscripten
# the build fails if the module imports anything beyond the sandbox's allowance, and with BUNDLE_DIRECTORY it
# also writes <dir>/<id>-<version>.bbplugin, the file a player adds in the app ("Add a game system").
function(battleboard_plugin_module target)
    cmake_parse_arguments(MODULE "" "ID;NAME;OUTPUT_DIRECTORY;SDK;IDENTITY;VERSION;AUTHOR;BUNDLE_DIRECTORY" "SOURCES"
        ${ARGN})
    if(EMSCRIPTEN)
        add_executable(${target} ${MODULE_SOURCES} "${MODULE_IDENTITY}")
        set_target_properties(${target} PROPERTIES OUTPUT_NAME ${MODULE_ID} SUFFIX ".wasm"
            RUNTIME_OUTPUT_DIRECTORY "${MODULE_OUTPUT_DIRECTORY}")
        # A pure module with no JS glue: the page instantiates it with a few stub imports. Small fixed memory
        # (growable) so five plugins stay well inside a phone's budget.
        target_compile_options(${target} PRIVATE ${BB_PLUGIN_WASM_OPTIMIZE})
        target_link_options(${target} PRIVATE ${BB_PLUGIN_WASM_OPTIMIZE} -sSTANDALONE_WASM=1 --no-entry
            "-sEXPORTED_FUNCTIONS=${BB_PLUGIN_EXPORTS}" -sALLOW_MEMORY_GROWTH=1
            -sINITIAL_MEMORY=1048576 -sTOTAL_STACK=131072 -sERROR_ON_UNDEFINED_SYMBOLS=1)
        find_program(BB_PLUGIN_NODE NAMES node nodejs REQUIRED NO_CMAKE_FIND_ROOT_PATH)
        set(bundle_args "")
        if(MODULE_BUNDLE_DIRECTORY)
            set(bundle_args --bundle "${MODULE_BUNDLE_DIRECTORY}/${MODULE_ID}-${MODULE_VERSION}.bbplugin"
                --id "${MODULE_ID}" --name "${MODULE_NAME}" --version "${MODULE_VERSION}" --author "${MODULE_AUTHOR}"
                --abi "${BB_PLUGIN_ABI_HEADER}")
            file(MAKE_DIRECTORY "${MODULE_BUNDLE_DIRECTORY}")
        endif()
        add_custom_command(TARGET ${target} POST_BUILD
            COMMAND "${BB_PLUGIN_NODE}" "${BB_PLUGIN_BUNDLE_SCRIPT}" "$<TARGET_FILE:${target}>" ${bundle_args}
            VERBATIM)
    else()
        add_library(${target} MODULE ${MODULE_SOURCES} "${MODULE_IDENTITY}")
        set_target_properties(${target} PROPERTIES PREFIX "" OUTPUT_NAME bb-plugin-${MODULE_ID}
            LIBRARY_OUTPUT_DIRECTORY "${MODULE_OUTPUT_DIRECTORY}"
            CXX_VISIBILITY_PRESET hidden VISIBILITY_INLINES_HIDDEN ON)
    endif()
    # The entry points sit in the SDK's static library, which nothing in the plugin calls: ask the linker for them.
    target_link_options(${target} PRIVATE "LINKER:--undefined=bb_plugin_call")
    target_compile_definitions(${target} PRIVATE BB_PLUGIN_ID="${MODULE_ID}" BB_PLUGIN_NAME="${MODULE_NAME}")
    # The same warnings as core and the CLI: a plugin is held to the same standard.
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic)
    target_link_libraries(${target} PRIVATE ${MODULE_SDK})
endfunction()

# plugins/index.json beside the plugin files (site/plugins for the browser, plugins/ natively), read by the app,
# the service worker and the CLI at run time: ids, names, versions, the plugin API version, the file and a SHA-256
# of its bytes, rewritten by write_plugin_index.cmake (BB_PLUGIN_INDEX_SCRIPT; BB_PLUGIN_ABI_HEADER gives the API
# version) after any listed plugin is built.
# battleboard_plugin_index(<target> FOLDER <dir> IDS <ids...> NAMES <names...> TARGETS <plugin targets...>
#                          [VERSIONS <versions...>])   (versions default to the project's)
function(battleboard_plugin_index name)
    cmake_parse_arguments(INDEX "" "FOLDER" "IDS;NAMES;TARGETS;VERSIONS" ${ARGN})
    if(NOT INDEX_VERSIONS)
        list(TRANSFORM INDEX_IDS REPLACE ".+" "${PROJECT_VERSION}" OUTPUT_VARIABLE INDEX_VERSIONS)
    endif()
    set(lines "")
    foreach(id display target version IN ZIP_LISTS INDEX_IDS INDEX_NAMES INDEX_TARGETS INDEX_VERSIONS)
        string(APPEND lines "${id}\t${display}\t${version}\t$<TARGET_FILE_NAME:${target}>\n")
    endforeach()
    set(list_file "${CMAKE_BINARY_DIR}/generated/${name}_entries.txt")
    file(GENERATE OUTPUT "${list_file}" CONTENT "${lines}")
    add_custom_target(${name} ALL
        COMMAND "${CMAKE_COMMAND}" -DENTRIES=${list_file} -DFOLDER=${INDEX_FOLDER}
            -DABI=${BB_PLUGIN_ABI_HEADER} -P "${BB_PLUGIN_INDEX_SCRIPT}"
        COMMENT "Writing ${INDEX_FOLDER}/index.json")
    add_dependencies(${name} ${INDEX_TARGETS})
endfunction()
