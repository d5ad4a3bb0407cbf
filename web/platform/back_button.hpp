#pragma once
// Android's Back, and the browser's: while something in the app is open (a window, a popup, a combo) the page keeps
// a history entry for it, so Back closes that instead of leaving the app. Natively there is no Back.
namespace platform {

// Once a frame: whether anything Back should close is open. The page adds its entry when something opens and takes
// it away when the app closed everything itself.
void keep_back_entry(bool something_open);
// How many times Back took the entry away since the last call.
int take_back_presses();

}  // namespace platform
