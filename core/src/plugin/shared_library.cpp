#include "battleboard/plugin/shared_library.hpp"

#include "battleboard/plugin/abi.h"

#include <dlfcn.h>
#include <fstream>
#include <sstream>

namespace bb::plugin {

namespace {

class NativeModule final : public PluginModule {
public:
    NativeModule(EntryPoints entry, void* library) : entry_(entry), library_(library) {}
    ~NativeModule() override {
        if (library_) dlclose(library_);
    }
    NativeModule(const NativeModule&) = delete;
    NativeModule& operator=(const NativeModule&) = delete;

    std::uint32_t api_version() override { return entry_.api_version(); }

    Result<serial::Bytes> call(std::string_view operation, std::span<const std::uint8_t> request) override {
        std::uint8_t* reply = nullptr;
        std::uint32_t reply_size = 0;
        const std::uint32_t status = entry_.call(reinterpret_cast<const std::uint8_t*>(operation.data()),
                                                 static_cast<std::uint32_t>(operation.size()), request.data(),
                                                 static_cast<std::uint32_t>(request.size()), &reply, &reply_size);
        serial::Bytes bytes(reply, reply + (reply ? reply_size : 0));
        if (reply) entry_.free(reply);
        if (status == BB_STATUS_OK) return bytes;
        return Error{std::string(bytes.begin(), bytes.end()), status};
    }

private:
    EntryPoints entry_;
    void* library_;
};

}  // namespace

std::unique_ptr<PluginModule> native_module(EntryPoints entry, void* library) {
    return std::make_unique<NativeModule>(entry, library);
}

Result<std::unique_ptr<PluginModule>> open_shared_library(const std::filesystem::path& path) {
    if (!std::filesystem::exists(path)) return make_error("No plugin file at " + path.string() + ".");
    void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle) return make_error("Could not open the plugin " + path.string() + ": " + dlerror());
    const EntryPoints entry{
        reinterpret_cast<decltype(EntryPoints::api_version)>(dlsym(handle, "bb_plugin_api_version")),
        reinterpret_cast<decltype(EntryPoints::free)>(dlsym(handle, "bb_plugin_free")),
        reinterpret_cast<decltype(EntryPoints::call)>(dlsym(handle, "bb_plugin_call"))};
    if (!entry.api_version || !entry.free || !entry.call) {
        dlclose(handle);
        return make_error(path.string() + " is not a Battleboard plugin (its entry points are missing).");
    }
    return native_module(entry, handle);
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
