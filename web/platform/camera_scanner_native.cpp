#include "platform/camera_scanner.hpp"

#include <utility>

namespace platform {

namespace {
std::optional<ScanOutcome> g_outcome;  // the answer to the last open, until the app takes it
}

// A native window has no camera to scan with: opening says so.
void open_camera_scanner(bool /*several*/) {
    g_outcome = ScanOutcome{false, "There is no camera here: scan codes with the app in a phone's browser."};
}

void close_camera_scanner() {}

void camera_scanner_hint(const std::string& /*text*/) {}

bool camera_scanner_open() { return false; }

std::optional<ScanOutcome> camera_scanner_take() { return std::exchange(g_outcome, std::nullopt); }

}  // namespace platform
