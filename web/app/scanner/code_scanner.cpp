#include "app/scanner/code_scanner.hpp"

#include "app/input/back_stack.hpp"
#include "app/scanner/scanned_code.hpp"
#include "app/ui/widget_rects.hpp"
#include "platform/camera_scanner.hpp"
#include "platform/share.hpp"

namespace app {

void draw_scan_button(const char* key, ImVec2 size) {
    if (ImGui::Button("Scan a code", size)) platform::open_camera_scanner();
    note_widget(key);
}

bool CodeScanner::poll() {
    bool opened = false;
    while (const auto outcome = platform::camera_scanner_take()) opened = take(*outcome) || opened;
    return opened;
}

bool CodeScanner::take(const platform::ScanOutcome& outcome) {
    if (!outcome.read) {
        message_ = outcome.text;
        return false;
    }
    auto code = read_scanned_code(outcome.text);
    switch (code.kind) {
        case ScannedCode::Kind::ShareLink:
            message_.clear();
            platform::open_fragment(code.text);  // then it opens as every link does
            return true;
        case ScannedCode::Kind::JoinCode:
            message_.clear();
            if (join_code_scanned) join_code_scanned(std::move(code.text));
            return true;
        case ScannedCode::Kind::SyncCode: {
            message_.clear();
            if (!sync_code_scanned) return false;
            const auto progress = sync_code_scanned(std::move(code.text));
            if (!progress.more) {
                platform::close_camera_scanner();
                return true;
            }
            // The rest of the sequence is read without another tap, under a line saying how far it got.
            platform::open_camera_scanner(/*several=*/true);
            platform::camera_scanner_hint(progress.hint);
            return false;
        }
        case ScannedCode::Kind::Refused:
            // While the camera stays open for a sequence, the reason shows over its picture.
            if (platform::camera_scanner_open()) {
                platform::camera_scanner_hint(code.text);
                return false;
            }
            message_ = std::move(code.text);
            return false;
    }
    return false;
}

void CodeScanner::draw_message(ImVec2 board_size) {
    if (platform::camera_scanner_open()) back::closes([] { platform::close_camera_scanner(); });
    if (message_.empty()) return;
    constexpr float kShareButtonRoom = 90;  // the Share button stays visible at the top right
    const float width = board_size.x - kShareButtonRoom;
    ImGui::SetNextWindowPos({0, 0});
    ImGui::SetNextWindowSize({width, 0});
    ImGui::PushStyleColor(ImGuiCol_WindowBg, IM_COL32(90, 30, 28, 240));
    ImGui::Begin("Scan message", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_AlwaysAutoResize);
    ImGui::PopStyleColor();
    ImGui::PushTextWrapPos(width - 100);
    ImGui::TextUnformatted(message_.c_str());
    ImGui::PopTextWrapPos();
    note_value("scan:message", message_);
    ImGui::SameLine();
    if (ImGui::Button("Dismiss")) message_.clear();
    note_widget("scan:dismiss");
    ImGui::End();
}

}  // namespace app
