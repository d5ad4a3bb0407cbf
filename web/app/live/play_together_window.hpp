#pragma once
// "Play together": the window that opens a live table (live_table.hpp). The first phone shows its code as a QR
// code the other phone scans (its camera app opens Battleboard at the code); the other shows its answer the same
// way. A code is read with "Scan a code", or pasted or typed into "Paste a code" (a laptop has no camera). The
// window says whether the phones are connected, why not, and offers Reconnect; when no channel opens, "Sync by
// scanning" shows this phone's battle as codes and scans the other's (scan_sync.hpp).
#include "app/live/live_table.hpp"
#include "app/live/scan_sync.hpp"
#include "app/scanner/code_scanner.hpp"
#include "app/ui/qr_code.hpp"

#include <optional>
#include <string>

namespace app {

class PlayTogetherWindow {
public:
    PlayTogetherWindow(LiveTable& live, ScanSync& scan) : live_(live), scan_(scan) {}
    // The button that opens it, in the Battle tab.
    void draw_button();
    // The window, over everything else; call late in the frame.
    void draw();
    void open() { open_ = true; }
    bool is_open() const { return open_; }
    // A join code from the page's address or the scanner: the window opens and takes it.
    void take_code(const std::string& text);
    // A battle's sync code from the page's address or the scanner: the window opens to show how far it got.
    CodeScanner::SyncProgress take_sync_code(const std::string& text);

private:
    void draw_code();
    void draw_sync();
    void draw_qr(const std::string& text, float share, const char* key);
    void draw_paste_field();
    void draw_help();

    LiveTable& live_;
    ScanSync& scan_;
    bool open_ = false;
    LiveTable::Stage seen_ = LiveTable::Stage::Off;  // a stage newly lost or refused opens the window to say why
    bool use_stun_ = false;                          // the player allowed a public STUN server
    std::string pasted_;
    std::string qr_text_;  // what qr_ shows
    std::optional<QrModules> qr_;
};

}  // namespace app
