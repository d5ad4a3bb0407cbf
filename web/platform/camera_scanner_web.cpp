#include "platform/camera_scanner.hpp"

#include <cstdlib>

extern "C" {
// camera_scanner.js
void bb_js_camera_scanner_open(int several);
void bb_js_camera_scanner_hint(const char* text);
void bb_js_camera_scanner_close();
int bb_js_camera_scanner_is_open();
// The first outcome waiting for the app: 1 read, 0 could not scan, -1 none.
int bb_js_camera_scanner_outcome();
// Its text (malloc'd), taking that outcome away.
char* bb_js_camera_scanner_take_text();
}

namespace platform {

void open_camera_scanner(bool several) { bb_js_camera_scanner_open(several ? 1 : 0); }

void camera_scanner_hint(const std::string& text) { bb_js_camera_scanner_hint(text.c_str()); }

void close_camera_scanner() { bb_js_camera_scanner_close(); }

bool camera_scanner_open() { return bb_js_camera_scanner_is_open() != 0; }

std::optional<ScanOutcome> camera_scanner_take() {
    const int outcome = bb_js_camera_scanner_outcome();
    if (outcome < 0) return std::nullopt;
    char* text = bb_js_camera_scanner_take_text();
    ScanOutcome taken{outcome == 1, text ? text : ""};
    std::free(text);
    return taken;
}

}  // namespace platform
