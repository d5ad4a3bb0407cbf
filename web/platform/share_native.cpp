#include "platform/share.hpp"

#include <SDL.h>
#include <utility>

namespace platform {

namespace {
std::string g_opened_fragment;  // a pasted link, until the app takes it
}

// A native window has no page address or share sheet; the clipboard is SDL's, and a pasted link is its fragment.
std::string page_address() { return {}; }

void copy_text(const std::string& text, ShareDone done) {
    if (SDL_SetClipboardText(text.c_str()) == 0)
        done(true, "");
    else
        done(false, std::string("Could not copy the link (") + SDL_GetError() + ").");
}

void read_text(ShareDone done) {
    char* text = SDL_GetClipboardText();
    const std::string copy = text ? text : "";
    SDL_free(text);
    done(true, copy);
}

void open_fragment(const std::string& fragment) { g_opened_fragment = fragment; }

bool can_share() { return false; }

void share_link(const std::string&, const std::string&, ShareDone done) {
    done(false, "Sharing is not available here; copy the link instead.");
}

std::string take_new_fragment() { return std::exchange(g_opened_fragment, {}); }

void clear_fragment() {}

}  // namespace platform
