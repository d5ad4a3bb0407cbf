#include "platform/files.hpp"

#include <emscripten/emscripten.h>
#include <map>

extern "C" {
// files_host.js
void bb_js_download(const char* name, const char* mime, const std::uint8_t* bytes, std::uint32_t size);
void bb_js_download_png(const char* name, int width, int height, const std::uint8_t* rgba);
void bb_js_pick_file(const char* accept, int token);
void bb_js_pick_bytes(const char* accept, std::uint32_t limit, int token);
}

namespace platform {

namespace {
std::map<int, std::function<void(bb::Result<PickedFile>)>> g_picks;
std::map<int, std::function<void(bb::Result<PickedBytes>)>> g_byte_picks;
int g_next_token = 1;
}  // namespace

void download_file(const std::string& name, const std::string& mime, const std::vector<std::uint8_t>& bytes) {
    bb_js_download(name.c_str(), mime.c_str(), bytes.data(), std::uint32_t(bytes.size()));
}

void download_png(const std::string& name, int width, int height, const std::vector<std::uint8_t>& rgba) {
    bb_js_download_png(name.c_str(), width, height, rgba.data());
}

void pick_text_file(const std::string& accept, std::function<void(bb::Result<PickedFile>)> done) {
    const int token = g_next_token++;
    g_picks[token] = std::move(done);
    bb_js_pick_file(accept.c_str(), token);
}

void pick_binary_file(const std::string& accept, std::uint32_t limit,
                      std::function<void(bb::Result<PickedBytes>)> done) {
    const int token = g_next_token++;
    g_byte_picks[token] = std::move(done);
    bb_js_pick_bytes(accept.c_str(), limit, token);
}

}  // namespace platform

// files_host.js answers a pick here: the file's name and text, or an error; cancelled picks never arrive.
extern "C" EMSCRIPTEN_KEEPALIVE void bb_file_picked(int token, const char* name, const char* text, const char* error) {
    auto it = platform::g_picks.find(token);
    if (it == platform::g_picks.end()) return;
    auto done = std::move(it->second);
    platform::g_picks.erase(it);
    if (error)
        done(bb::make_error(error));
    else
        done(platform::PickedFile{name ? name : "", text ? text : ""});
}

// files_host.js answers a binary pick here: the file's name and bytes, or an error.
extern "C" EMSCRIPTEN_KEEPALIVE void bb_bytes_picked(int token, const char* name, const std::uint8_t* bytes,
                                                     std::uint32_t size, const char* error) {
    auto it = platform::g_byte_picks.find(token);
    if (it == platform::g_byte_picks.end()) return;
    auto done = std::move(it->second);
    platform::g_byte_picks.erase(it);
    if (error)
        done(bb::make_error(error));
    else
        done(platform::PickedBytes{name ? name : "", std::vector<std::uint8_t>(bytes, bytes + size)});
}
