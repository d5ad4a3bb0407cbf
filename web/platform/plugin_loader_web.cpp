#include "battleboard/plugin/abi.h"
#include "battleboard/plugin/operations.hpp"
#include "platform/plugin_loader.hpp"

#include <emscripten/emscripten.h>
#include <cstdlib>
#include <map>
#include <nlohmann/json.hpp>

extern "C" {
// plugin_host.js
void bb_js_load_plugin(const char* file, int token);
void bb_js_load_plugin_index(int token);
std::uint32_t bb_js_plugin_api_version(int handle);
std::uint32_t bb_js_plugin_call(int handle, const std::uint8_t* operation, std::uint32_t operation_size,
                                const std::uint8_t* request, std::uint32_t request_size, std::uint8_t** reply,
                                std::uint32_t* reply_size);
// added_plugins.js
void bb_js_start_added_plugin(const char* system_id, const std::uint8_t* module, std::uint32_t module_size,
                              const char* operation, const std::uint8_t* request, std::uint32_t request_size,
                              int token);
void bb_js_added_systems(int token);
void bb_js_keep_added_system(const char* entry_json, const std::uint8_t* module, std::uint32_t module_size, int token);
void bb_js_remove_added_system(const char* system_id, int token);
void bb_js_clear_broken_system(const char* system_id, int token);
}

namespace platform {

namespace {

constexpr std::uint32_t kCrashed = 0xffffffffu;

class WebPluginModule final : public bb::plugin::PluginModule {
public:
    explicit WebPluginModule(int handle) : handle_(handle) {}

    std::uint32_t api_version() override { return bb_js_plugin_api_version(handle_); }

    bb::Result<bb::serial::Bytes> call(std::string_view operation, std::span<const std::uint8_t> request) override {
        std::uint8_t* reply = nullptr;
        std::uint32_t reply_size = 0;
        const std::uint32_t status = bb_js_plugin_call(handle_, reinterpret_cast<const std::uint8_t*>(operation.data()),
                                                       std::uint32_t(operation.size()), request.data(),
                                                       std::uint32_t(request.size()), &reply, &reply_size);
        bb::serial::Bytes bytes(reply, reply + reply_size);
        std::free(reply);
        if (status == BB_STATUS_OK) return bytes;
        if (status == bb::plugin::kReplyPending)
            return bb::Error{"The game system is still working on it.", bb::plugin::kReplyPending};
        const std::string message(bytes.begin(), bytes.end());
        if (status == kCrashed) return bb::make_error("the plugin cannot be used: " + message);
        return bb::Error{message, status};
    }

private:
    int handle_;
};

std::map<int, PluginLoaded> g_pending;
std::map<int, std::function<void(bb::Result<std::string>)>> g_index_pending;
std::map<int, std::function<void(const char* listing, const char* error)>> g_added_pending;
std::function<void(const std::string&, const std::string&)> g_stopped;
int g_next_token = 1;

int remember_added(std::function<void(const char*, const char*)> done) {
    const int token = g_next_token++;
    g_added_pending[token] = std::move(done);
    return token;
}

int remember_done(AddedDone done) {
    return remember_added([done = std::move(done)](const char*, const char* error) { done(error ? error : ""); });
}

// An added plugin's Worker answers the app's first question (its description) as it loads.
void start_added(const std::string& system_id, const std::vector<std::uint8_t>* module, PluginLoaded done) {
    const int token = g_next_token++;
    g_pending[token] = std::move(done);
    const auto request = bb::serial::to_blob(bb::plugin::NoRequest{});
    const std::string operation(bb::plugin::kDescribe.name);
    bb_js_start_added_plugin(system_id.c_str(), module ? module->data() : nullptr,
                             module ? std::uint32_t(module->size()) : 0, operation.c_str(), request.data(),
                             std::uint32_t(request.size()), token);
}

}  // namespace

void load_plugin_index(std::function<void(bb::Result<std::string>)> done) {
    const int token = g_next_token++;
    g_index_pending[token] = std::move(done);
    bb_js_load_plugin_index(token);
}

void load_plugin(const std::string&, const std::string& file, PluginLoaded done) {
    const int token = g_next_token++;
    g_pending[token] = std::move(done);
    bb_js_load_plugin(file.c_str(), token);
}

void list_added_systems(std::function<void(bb::Result<std::vector<AddedSystem>>)> done) {
    bb_js_added_systems(remember_added([done = std::move(done)](const char* listing, const char* error) {
        if (error) return done(bb::make_error(error));
        std::vector<AddedSystem> systems;
        const auto items = nlohmann::json::parse(listing ? listing : "[]", nullptr, /*allow_exceptions=*/false);
        for (const auto& item : items.is_array() ? items : nlohmann::json::array()) {
            // Each was checked by the bundle reader before it was kept; a record that is not whole is skipped.
            auto text = [&](const char* key) { return item.value(key, std::string()); };
            AddedSystem added{{}, text("broken")};
            auto& entry = added.entry;
            entry.id = text("id");
            entry.name = text("name");
            entry.version = text("version");
            entry.author = text("author");
            entry.sha256 = text("sha256");
            entry.api_version = item.value("api", 0u);
            entry.added = true;
            if (bb::plugin::usable_system_id(entry.id) && !entry.name.empty()) systems.push_back(std::move(added));
        }
        done(std::move(systems));
    }));
}

void try_added_plugin(const std::string& system_id, const std::vector<std::uint8_t>& module, PluginLoaded done) {
    start_added(system_id, &module, std::move(done));
}

void load_added_plugin(const std::string& system_id, PluginLoaded done) {
    start_added(system_id, nullptr, std::move(done));
}

void keep_added_system(const bb::plugin::IndexEntry& entry, const std::vector<std::uint8_t>& module, AddedDone done) {
    const nlohmann::json record = {{"id", entry.id},         {"name", entry.name},       {"version", entry.version},
                                   {"author", entry.author}, {"api", entry.api_version}, {"sha256", entry.sha256}};
    bb_js_keep_added_system(record.dump().c_str(), module.data(), std::uint32_t(module.size()),
                            remember_done(std::move(done)));
}

void remove_added_system(const std::string& system_id, AddedDone done) {
    bb_js_remove_added_system(system_id.c_str(), remember_done(std::move(done)));
}

void clear_broken_system(const std::string& system_id, AddedDone done) {
    bb_js_clear_broken_system(system_id.c_str(), remember_done(std::move(done)));
}

void on_added_system_stopped(std::function<void(const std::string&, const std::string&)> heard) {
    g_stopped = std::move(heard);
}

}  // namespace platform

// added_plugins.js answers here: an error (or null), and for a listing a JSON array of the kept entries.
extern "C" EMSCRIPTEN_KEEPALIVE void bb_added_systems_done(int token, const char* listing, const char* error) {
    auto it = platform::g_added_pending.find(token);
    if (it == platform::g_added_pending.end()) return;
    auto done = std::move(it->second);
    platform::g_added_pending.erase(it);
    done(listing, error);
}

// plugin_host.js reports an added plugin stopped for not answering, already marked broken on the device.
extern "C" EMSCRIPTEN_KEEPALIVE void bb_added_system_stopped(const char* system_id, const char* why) {
    if (platform::g_stopped) platform::g_stopped(system_id, why);
}

// plugin_host.js reports each load here: a handle, or 0 and why it failed.
extern "C" EMSCRIPTEN_KEEPALIVE void bb_plugin_loaded(int token, int handle, const char* error) {
    auto it = platform::g_pending.find(token);
    if (it == platform::g_pending.end()) return;
    auto done = std::move(it->second);
    platform::g_pending.erase(it);
    if (handle == 0) {
        done(bb::make_error(error ? error : "unknown error"));
        return;
    }
    done(std::unique_ptr<bb::plugin::PluginModule>(std::make_unique<platform::WebPluginModule>(handle)));
}

// plugin_host.js reports the index here: its text, or an error.
extern "C" EMSCRIPTEN_KEEPALIVE void bb_plugin_index_loaded(int token, const char* text, const char* error) {
    auto it = platform::g_index_pending.find(token);
    if (it == platform::g_index_pending.end()) return;
    auto done = std::move(it->second);
    platform::g_index_pending.erase(it);
    if (error) return done(bb::make_error(error));
    done(std::string(text ? text : ""));
}
