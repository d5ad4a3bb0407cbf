#pragma once
// The app's own QR code scanner (issue 30): the rear camera full-screen over the app, its frames decoded off the
// page's thread by zxing-cpp (npm's zxing-wasm, shipped with the site and fetched only when the scanner first
// opens), and the first code read handed to the app. Battleboard codes are share links, organisers' printed sheets
// and live-table join codes; what they open is the app's business (app/scanner). Natively there is no camera.
#include <optional>
#include <string>

namespace platform {

// Opens the camera over the app; nothing happens while it is open already. With `several` it stays open after a
// code is read and hands over each new code it sees (the parts of a battle's sync codes) until it is closed.
void open_camera_scanner(bool several = false);
// A line for the player over the camera's picture while it stays open (how many codes are scanned so far).
void camera_scanner_hint(const std::string& text);
// Closes it without a code (Back), dropping any codes read that the app has not taken.
void close_camera_scanner();
bool camera_scanner_open();

// How a scan ended: the text of the code read, or why the camera could not scan (no camera, permission refused,
// the reader could not load). Closing the scanner by hand ends with neither.
struct ScanOutcome {
    bool read = false;
    std::string text;  // the code's text when read, else the message for the player
};
// The outcomes of the scan in turn (one, or a code at a time when open for several), each once; polled every
// frame (the page asks for a frame when one arrives).
std::optional<ScanOutcome> camera_scanner_take();

}  // namespace platform
