# cmake -DSITE=<site dir> -DTEMPLATE=<service_worker.js.in> -P write_service_worker.cmake
# Lists every file of the built site but the plugins (the worker reads those from plugins/index.json at run time,
# so a plugin dropped into the site is cached too) and names the build by a hash of every file's contents, so a
# new build (and only a new build) installs a new cache.
file(GLOB_RECURSE files RELATIVE "${SITE}" "${SITE}/*")
list(REMOVE_ITEM files "sw.js")
list(SORT files)
set(digests "")
set(entries "'./'")
foreach(f IN LISTS files)
    file(SHA256 "${SITE}/${f}" digest)
    string(APPEND digests "${f}:${digest}\n")
    if(NOT f MATCHES "^plugins/")
        string(APPEND entries ", '${f}'")
    endif()
endforeach()
string(SHA256 version "${digests}")
string(SUBSTRING "${version}" 0 16 VERSION)
set(FILES "${entries}")
configure_file("${TEMPLATE}" "${SITE}/sw.js" @ONLY)
file(WRITE "${SITE}/version.txt" "${VERSION}\n")
