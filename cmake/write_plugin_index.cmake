# cmake -DENTRIES=<id TAB name TAB version TAB file lines> -DFOLDER=<plugins folder> -DABI=<abi.h>
#       -P write_plugin_index.cmake
# Writes FOLDER/index.json, the installed game systems the app, the service worker and the CLI read at run time.
# Each file's SHA-256 names its exact bytes, so a cache can tell a changed plugin from the one it holds.
file(STRINGS "${ABI}" api_line REGEX "^#define BB_PLUGIN_API_VERSION ")
string(REGEX MATCH "[0-9]+" api "${api_line}")
file(STRINGS "${ENTRIES}" lines)
set(items "")
foreach(line IN LISTS lines)
    string(REPLACE "\t" ";" fields "${line}")
    list(GET fields 0 id)
    list(GET fields 1 name)
    list(GET fields 2 version)
    list(GET fields 3 plugin_file)
    file(SHA256 "${FOLDER}/${plugin_file}" digest)
    string(REPLACE "\\" "\\\\" name "${name}")
    string(REPLACE "\"" "\\\"" name "${name}")
    if(items)
        string(APPEND items ",\n")
    endif()
    string(APPEND items "    {\"id\": \"${id}\", \"name\": \"${name}\", \"version\": \"${version}\", \"api\": ${api}, "
        "\"file\": \"${plugin_file}\", \"sha256\": \"${digest}\"}")
endforeach()
file(WRITE "${FOLDER}/index.json.new" "{\n  \"format\": 1,\n  \"plugins\": [\n${items}\n  ]\n}\n")
file(RENAME "${FOLDER}/index.json.new" "${FOLDER}/index.json")
