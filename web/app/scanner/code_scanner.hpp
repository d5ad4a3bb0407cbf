#pragma once
// The app's end of the camera scanner (platform/camera_scanner.hpp): the "Scan a code" button, in the Saves tab
// beside "Paste link" and in the Share window, and what a code read does (scanned_code.hpp): a share link opens as
// opening its address would (the shared link's preview, with the same checks and messages), a live table's join
// code goes to whoever joins tables, a battle's sync code to whoever collects them (the camera stays open for the
// rest of a sequence), and anything else, or a camera that cannot scan, gets a message.
#include "platform/camera_scanner.hpp"

#include <imgui.h>

#include <functional>
#include <string>

namespace app {

// "Scan a code", noted under `key` for the tests; as tall as every button (44 px on a touch screen).
void draw_scan_button(const char* key, ImVec2 size = {0, 0});

class CodeScanner {
public:
    // Takes what the scanner ended with, if anything; call early in every frame, before the shared link's poll.
    // Gives whether the code opened something, so the window it was scanned from can close.
    bool poll();
    // Why the last scan opened nothing, over the top of the board until dismissed; while the camera is open, Back
    // closes it. Call after the app's other windows.
    void draw_message(ImVec2 board_size);
    void say(std::string message) { message_ = std::move(message); }
    // Given each join code scanned (`bj1.…`, already read once, so whole); the live table connects it (issue 30).
    std::function<void(std::string)> join_code_scanned;
    // Given each sync code scanned (`bs2.…`, its checksum read); says whether more of its sequence are wanted and
    // what to show over the camera meanwhile.
    struct SyncProgress {
        bool more = false;
        std::string hint;
    };
    std::function<SyncProgress(std::string)> sync_code_scanned;

private:
    bool take(const platform::ScanOutcome& outcome);

    std::string message_;
};

}  // namespace app
