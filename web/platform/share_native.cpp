#include "platform/share.hpp"

#include <SDL.h>

namespace platform {

// A native window has no page address, share sheet or fragment; the clipboard is SDL's.
std::string page_address() { return {}; }

void copy_text(const std::string& text, ShareDone done) {
    if (SDL_SetClipboardText(text.c_str()) == 0)
        done(true, "");
    else
        done(false, std::string("Could not copy the link (") + SDL_GetError() + ").");
}

bool can_share() { return false; }

void share_link(const std::string&, const std::string&, ShareDone done) {
    done(false, "Sharing is not available here; copy the link instead.");
}

std::string take_new_fragment() { return {}; }

void clear_fragment() {}

}  // namespace platform
