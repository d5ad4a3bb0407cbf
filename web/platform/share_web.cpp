#include "platform/js_string.hpp"
#include "platform/share.hpp"

#include <emscripten/emscripten.h>
#include <map>

extern "C" {
// share.js
char* bb_js_page_address();
void bb_js_copy_text(const char* text, int token);
void bb_js_read_text(int token);
void bb_js_open_fragment(const char* fragment);
int bb_js_can_share();
void bb_js_share(const char* title, const char* url, int token);
char* bb_js_take_new_fragment();
void bb_js_clear_fragment();
}

namespace platform {

namespace {

std::map<int, ShareDone> g_pending;
int g_next_token = 1;

int remember(ShareDone done) {
    g_pending[g_next_token] = std::move(done);
    return g_next_token++;
}

}  // namespace

std::string page_address() { return adopt_js_string(bb_js_page_address()); }

void copy_text(const std::string& text, ShareDone done) { bb_js_copy_text(text.c_str(), remember(std::move(done))); }

void read_text(ShareDone done) { bb_js_read_text(remember(std::move(done))); }

void open_fragment(const std::string& fragment) { bb_js_open_fragment(fragment.c_str()); }

bool can_share() { return bb_js_can_share() != 0; }

void share_link(const std::string& title, const std::string& url, ShareDone done) {
    bb_js_share(title.c_str(), url.c_str(), remember(std::move(done)));
}

std::string take_new_fragment() { return adopt_js_string(bb_js_take_new_fragment()); }

void clear_fragment() { bb_js_clear_fragment(); }

}  // namespace platform

// share.js reports each clipboard read or write, and each share, here.
extern "C" EMSCRIPTEN_KEEPALIVE void bb_share_done(int token, int ok, const char* message) {
    auto it = platform::g_pending.find(token);
    if (it == platform::g_pending.end()) return;
    auto done = std::move(it->second);
    platform::g_pending.erase(it);
    done(ok != 0, message ? message : "");
}
