#pragma once
// Sharing the current setup: the Share button over the board, the share window (the link, "Copy link",
// "Share…" where the browser has a share sheet, "QR code", and "Scan a code" for the other player's) and the
// full-screen QR code the opponent scans.
#include "app/session/battlefields.hpp"
#include "app/session/system_library.hpp"
#include "app/ui/qr_code.hpp"

#include <imgui.h>

#include <memory>
#include <optional>
#include <string>

namespace app {

class ShareWindow {
public:
    // The Share button, in the board's toolbar.
    void draw_button(const SystemLibrary& library, const Battlefields& battles);
    // The share window and the QR code, over everything else; call last in the frame.
    void draw_windows();
    bool is_open() const { return open_ || qr_open_; }
    // A code scanned from the window opened something in its place.
    void close() { open_ = qr_open_ = false; }

private:
    void open(const SystemLibrary& library, const Battlefields& battles);
    void draw_share_window();
    void draw_qr_code();

    bool open_ = false;
    bool qr_open_ = false;
    std::string url_;            // page address + "#" + link; empty when the setup cannot be a link
    bool for_opponent_ = false;  // the link opens with the board turned for the player across the table
    std::string error_;          // why it cannot
    std::optional<QrModules> qr_;
    // Set by the clipboard or share sheet when they answer, possibly frames later.
    std::shared_ptr<std::string> status_ = std::make_shared<std::string>();
};

}  // namespace app
