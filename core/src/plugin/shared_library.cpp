#include "battleboard/plugin/shared_library.hpp"

#include "battleboard/plugin/abi.h"

#include <dlfcn.h>
#include <fstream>
#include <sstream>

namespace bb::plugin {

namespace {

using ApiVersionFn = decltype(&bb_plugin_api_version);
using FreeFn = decltype(&bb_plugin_free);
using CallFn = decltype(&bb_plugin_call);

class SharedLibraryModule final : public PluginModule {
public:
    SharedLibraryModule(void* handle, ApiVersionFn version, FreeFn release, CallFn call)
        : handle_(handle), version_(version), free_(release), call_(call) {}
    ~SharedLibraryModule() override { dlclose(handle_); }
    SharedLibraryModule(const SharedLibraryModule&) = delete;
    SharedLibraryModule& operator=(const SharedLibraryModule&) = delete;

    std::uint32_t api_version() override { return version_(); }

    Result<serial::Bytes> call(std::string_view operation, std::span<const std::uint8_t> request) override {
        std::uint8_t* reply = nullptr;
        std::uint32_t reply_size = 0;
        const std::uint32_t status =
            call_(reinterpret_cast<const std::uint8_t*>(operation.data()), static_cast<std::uint32_t>(operation.size()),
                  request.data(), static_cast<std::uint32_t>(request.size()), &reply, &reply_size);
        serial::Bytes bytes(reply, reply + (reply ? reply_size : 0));
        if (reply) free_(reply);
        if (status == BB_STATUS_OK) return bytes;
        return make_error(std::string(bytes.begin(), bytes.end()));
    }

private:
    void* handle_;
    ApiVersionFn version_;
    FreeFn free_;
    CallFn call_;
};

}  // namespace

Result<std::unique_ptr<PluginModule>> open_shared_library(const std::filesystem::path& path) {
    if (!std::filesystem::exists(path)) return make_error("No plugin file at " + path.string() + ".");
    void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle) return make_error("Could not open the plugin " + path.string() + ": " + dlerror());
    auto version = reinterpret_cast<ApiVersionFn>(dlsym(handle, "bb_plugin_api_version"));
    auto release = reinterpret_cast<FreeFn>(dlsym(handle, "bb_plugin_free"));
    auto call = reinterpret_cast<CallFn>(dlsym(handle, "bb_plugin_call"));
    if (!version || !release || !call) {
        dlclose(handle);
        return make_error(path.string() + " is not a Battleboard plugin (its entry points are missing).");
    }
    return std::unique_ptr<PluginModule>(std::make_unique<SharedLibraryModule>(handle, version, release, call));
}

std::filesystem::path shared_library_path(const std::filesystem::path& folder, const std::string& system_id) {
    return folder / ("bb-plugin-" + system_id + ".so");
}

Result<PluginIndex> read_plugin_index(const std::filesystem::path& folder) {
    const auto path = folder / "index.json";
    std::ifstream in(path, std::ios::binary);
    if (!in) return make_error("No game-system plugins found in " + folder.string() + " (it has no index.json).");
    std::ostringstream text;
    text << in.rdbuf();
    auto index = parse_plugin_index(text.str());
    if (!index) return make_error(path.string() + ": " + index.error().message);
    return index;
}

Result<std::unique_ptr<PluginModule>> open_indexed_plugin(const std::filesystem::path& folder, const PluginIndex& index,
                                                          std::string_view system_id) {
    const IndexEntry* entry = index.find(system_id);
    if (!entry) return make_error(missing_system_message(system_id));
    return open_shared_library(folder / entry->file);
}

}  // namespace bb::plugin
