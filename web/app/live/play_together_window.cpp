#include "app/live/play_together_window.hpp"

#include "app/input/back_stack.hpp"
#include "app/ui/theme.hpp"
#include "app/ui/widget_rects.hpp"
#include "platform/camera_scanner.hpp"
#include "platform/share.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>

namespace app {

namespace {

using Stage = LiveTable::Stage;

// While the phones trade codes, the live channel's own stage (often "waiting for an answer") is not what happens.
constexpr const char* kSyncingStatus = "Syncing by scanning: the phones trade codes instead of a live connection";

constexpr ImGuiWindowFlags kOverlay = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                      ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoResize;

}  // namespace

void PlayTogetherWindow::draw_button() {
    if (ImGui::Button("Play together", {-1, 0})) open_ = true;
    note_widget("play-together");
    const std::string status = scan_.active() ? kSyncingStatus : live_.status();
    if (!status.empty())
        theme::text_wrapped(live_.stage() == Stage::Connected ? theme::kLegalText : theme::kMutedText, "%s",
                            status.c_str());
}

void PlayTogetherWindow::take_code(const std::string& text) {
    open_ = true;
    live_.take_code(text, use_stun_);
}

CodeScanner::SyncProgress PlayTogetherWindow::take_sync_code(const std::string& text) {
    open_ = true;
    const auto scanned = scan_.take_part(text);
    return {scanned.more, scanned.progress};
}

void PlayTogetherWindow::draw() {
    const Stage now = live_.stage();
    if (now != seen_ && (now == Stage::Lost || now == Stage::Refused)) open_ = true;
    seen_ = now;
    if (!open_) return;
    back::closes([this] { open_ = false; });
    const ImVec2 screen = ImGui::GetIO().DisplaySize;
    const float width = std::min(460.0f, screen.x - 24);
    ImGui::SetNextWindowPos({screen.x / 2, screen.y / 2}, ImGuiCond_Always, {0.5f, 0.5f});
    ImGui::SetNextWindowSize({width, 0});
    ImGui::SetNextWindowSizeConstraints({width, 0}, {width, screen.y - 16});
    ImGui::SetNextWindowBgAlpha(1.0f);
    ImGui::Begin("Play together", nullptr, kOverlay | ImGuiWindowFlags_AlwaysAutoResize);
    ImGui::TextUnformatted("Play together");
    ImGui::Separator();
    const Stage stage = live_.stage();
    const std::string status = scan_.active() ? kSyncingStatus : live_.status();
    if (!status.empty()) {
        theme::text_wrapped(stage == Stage::Connected ? theme::kLegalText : theme::kMutedText, "%s", status.c_str());
        note_value("live:status", status);
    }
    if (!live_.message().empty()) {
        theme::text_wrapped(theme::kErrorText, "%s", live_.message().c_str());
        note_value("live:message", live_.message());
    }
    if (stage == Stage::Off) {
        theme::text_wrapped(theme::kMutedText,
                            "One battle on both phones, with no server: this phone shows a code, the other scans it "
                            "and shows its answer for this phone to scan. Both phones on one Wi-Fi, or one phone's "
                            "hotspot.");
        ImGui::Checkbox("Allow a public STUN server (needs the internet)", &use_stun_);
        note_widget("live:stun");
    }
    if (scan_.active()) {
        draw_sync();
    } else {
        // A code nobody answered within 15 s is worth making again, on a hotspot, say.
        if (stage == Stage::Off || stage == Stage::Lost || stage == Stage::Refused || live_.slow()) {
            if (ImGui::Button(stage == Stage::Off ? "Show my code" : "Reconnect", {-1, 0})) live_.offer(use_stun_);
            note_widget("live:offer");
        }
        // No channel, and none coming: the battles can still meet through the cameras.
        if (stage == Stage::Lost || live_.slow()) {
            if (ImGui::Button("Sync by scanning", {-1, 0})) scan_.start();
            note_widget("live:sync-scan");
        }
        draw_code();
        if (stage != Stage::Connected) draw_paste_field();
        if (live_.slow()) draw_help();
    }
    if (stage != Stage::Off) {
        if (ImGui::Button("Leave the table", {-1, 0})) live_.leave();
        note_widget("live:leave");
    }
    if (ImGui::Button("Close", {-1, 0})) open_ = false;
    note_widget("live:close");
    ImGui::End();
}

// The waiting code as a QR code, and a button to copy it for a laptop (no camera) to send by hand.
void PlayTogetherWindow::draw_code() {
    const std::string& address = live_.code_address();
    if (address.empty()) return;
    theme::text_wrapped(theme::kMutedText, "%s",
                        live_.stage() == Stage::Offered
                            ? "Scan this with the other phone (its camera app opens Battleboard):"
                            : "Show this to the first phone to scan:");
    // Smaller once the likely causes are shown under it, so the window still fits a phone's screen.
    draw_qr(address, live_.slow() ? 0.25f : 0.4f, "live:qr");
    if (ImGui::Button("Copy the code", {-1, 0})) platform::copy_text(address, [](bool, const std::string&) {});
    note_widget("live:copy");
    note_value("live:code", address);
}

// A code as a QR code as wide as the window, at most `share` of the screen's height, noted under `key`.
void PlayTogetherWindow::draw_qr(const std::string& text, float share, const char* key) {
    if (text != qr_text_) {
        qr_text_ = text;
        qr_ = make_qr_code(text);
    }
    if (!qr_) return;
    const float side = std::min(ImGui::GetContentRegionAvail().x, ImGui::GetIO().DisplaySize.y * share);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    paint_qr_code(*ImGui::GetWindowDrawList(), *qr_, at, {at.x + side, at.y + side},
                  ImGui::GetIO().DisplayFramebufferScale.x);
    ImGui::Dummy({side, side});
    note_widget(key);
    note_value(std::string(key) + "-modules", std::to_string(qr_->size));
}

// Sync by scanning: this phone's codes, one at a time, and the camera for the other's.
void PlayTogetherWindow::draw_sync() {
    scan_.refresh();
    const auto& codes = scan_.codes();
    if (!codes.empty()) {
        const std::size_t shown = std::min(scan_.shown(), codes.size() - 1);
        theme::text_wrapped(theme::kMutedText, "%s",
                            codes.size() == 1
                                ? "This phone's battle: let the other phone scan it, and scan the other's."
                                : "This phone's battle in codes: let the other phone scan each, in any order, "
                                  "and scan the other's.");
        draw_qr(codes[shown], 0.42f, "live:sync-qr");
        note_value("live:sync-code", codes[shown]);
        note_value("live:sync-codes", std::to_string(codes.size()));
        if (codes.size() > 1) {
            const std::string next =
                "Code " + std::to_string(shown + 1) + " of " + std::to_string(codes.size()) + ": show the next";
            if (ImGui::Button(next.c_str(), {-1, 0})) scan_.show_next();
            note_widget("live:sync-next");
        }
    }
    if (const auto progress = scan_.progress(); !progress.empty()) {
        theme::text_wrapped(theme::kMutedText, "The other phone's codes: %s", progress.c_str());
        note_value("live:sync-progress", progress);
    }
    if (!scan_.message().empty()) {
        theme::text_wrapped(theme::kMutedText, "%s", scan_.message().c_str());
        note_value("live:sync-message", scan_.message());
    }
    if (ImGui::Button("Scan the other phone's codes", {-1, 0})) {
        platform::open_camera_scanner(/*several=*/true);
        const auto progress = scan_.progress();
        platform::camera_scanner_hint(progress.empty() ? "Point the camera at the other phone's sync code"
                                                       : progress + ": scan the next code");
    }
    note_widget("live:sync-camera");
    if (ImGui::Button("Stop syncing", {-1, 0})) scan_.stop();
    note_widget("live:sync-stop");
}

// The other phone's code scanned with the camera (the scanner hands it to take_code), or pasted or typed: a laptop
// has no camera to scan with.
void PlayTogetherWindow::draw_paste_field() {
    draw_scan_button("live:scan", {-1, 0});
    ImGui::TextUnformatted("Paste a code");
    ImGui::SetNextItemWidth(-1);
    ImGui::InputTextWithHint("##live-paste", "https://...#bj1... or bj1...", &pasted_);
    note_widget("live:paste");
    ImGui::BeginDisabled(pasted_.empty());
    if (ImGui::Button("Use this code", {-1, 0})) {
        live_.take_code(pasted_, use_stun_);
        pasted_.clear();
    }
    ImGui::EndDisabled();
    note_widget("live:use-code");
}

void PlayTogetherWindow::draw_help() {
    theme::text_wrapped(theme::kErrorText, "%s",
                        "No connection yet. Likely causes: a Wi-Fi that keeps devices apart (many shops and "
                        "tournament halls do), or a phone on mobile data. Turn on one phone's hotspot, join it "
                        "with the other, then tap Reconnect.");
    note_value("live:help", "slow");
}

}  // namespace app
