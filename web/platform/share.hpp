#pragma once
// What sharing needs from the page: its address, the clipboard, the Web Share API and the URL fragment a
// shared link arrives in. The fragment never reaches a server; nothing here sends anything anywhere.
#include <functional>
#include <string>

namespace platform {

// Whether it worked, and a message for the player when it did not.
using ShareDone = std::function<void(bool ok, const std::string& message)>;

// The page's address without its fragment, to put a link after ("https://host/path/"); empty natively.
std::string page_address();

// Puts text on the clipboard (the Clipboard API in the browser, SDL's clipboard natively).
void copy_text(const std::string& text, ShareDone done);

// Whether the browser offers its own share sheet (the Web Share API); never natively.
bool can_share();
void share_link(const std::string& title, const std::string& url, ShareDone done);

// Reads the clipboard's text where the browser allows it (the Clipboard API; SDL's clipboard natively): on success
// `message` is the text, else why it could not.
void read_text(ShareDone done);

// Puts a link's fragment in the page's address as if the page had been opened with it, so take_new_fragment gives
// it and the link opens the way every link does.
void open_fragment(const std::string& fragment);

// The fragment (after '#') when the page opened with one or it changed since the last call; otherwise empty.
// Polled once a frame.
std::string take_new_fragment();
// Takes the fragment off the address without reloading, so a reload does not open the shared setup again.
void clear_fragment();

}  // namespace platform
