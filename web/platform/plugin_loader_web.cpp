#include "battleboard/plugin/abi.h"
#include "platform/plugin_loader.hpp"

#include <emscripten/emscripten.h>
#include <cstdlib>
#include <map>

extern "C" {
// plugin_host.js
void bb_js_load_plugin(const char* file, int token);
void bb_js_load_plugin_index(int token);
std::uint32_t bb_js_plugin_api_version(int handle);
std::uint32_t bb_js_plugin_call(int handle, const std::uint8_t* operation, std::uint32_t operation_size,
                                const std::uint8_t* request, std::uint32_t request_size, std::uint8_t** reply,
                                std::uint32_t* reply_size);
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
        const std::string message(bytes.begin(), bytes.end());
        if (status == kCrashed) return bb::make_error("the plugin cannot be used: " + message);
        return bb::Error{message, status};
    }

private:
    int handle_;
};

std::map<int, PluginLoaded> g_pending;
std::map<int, std::function<void(bb::Result<std::string>)>> g_index_pending;
int g_next_token = 1;

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

}  // namespace platform

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
