#include "app/sharing/share_window.hpp"

#include "app/input/back_stack.hpp"
#include "app/scanner/code_scanner.hpp"
#include "app/session/share_link.hpp"
#include "app/ui/theme.hpp"
#include "app/ui/view_flag.hpp"
#include "app/ui/widget_rects.hpp"
#include "platform/share.hpp"

#include <algorithm>

namespace app {

namespace {
constexpr ImGuiWindowFlags kOverlay = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                      ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoResize;
}

void ShareWindow::draw_button(const SystemLibrary& library, const Battlefields& battles) {
    if (ImGui::Button("Share")) open(library, battles);
    note_widget("share");
}

void ShareWindow::open(const SystemLibrary& library, const Battlefields& battles) {
    open_ = true;
    qr_open_ = false;
    status_->clear();
    url_.clear();
    qr_.reset();
    // A snapshot: the link shows the setup as it was when the player pressed Share.
    auto link = share_link(library, battles.battlefield());
    if (!link) {
        error_ = link.error().message;
        return;
    }
    error_.clear();
    url_ = platform::page_address() + "#" + *link + (for_opponent_ ? std::string(kTurnedFlag) : "");
    qr_ = make_qr_code(url_);
}

void ShareWindow::draw_windows() {
    if (qr_open_) {
        back::closes([this] { qr_open_ = false; });
        draw_qr_code();
    } else if (open_) {
        back::closes([this] { open_ = false; });
        draw_share_window();
    }
}

void ShareWindow::draw_share_window() {
    const ImVec2 screen = ImGui::GetIO().DisplaySize;
    const float width = std::min(460.0f, screen.x - 24);
    ImGui::SetNextWindowPos({screen.x / 2, screen.y / 2}, ImGuiCond_Always, {0.5f, 0.5f});
    ImGui::SetNextWindowSize({width, 0});
    ImGui::SetNextWindowBgAlpha(1.0f);  // the board's rulers would show through the link otherwise
    ImGui::Begin("Share this setup", nullptr, kOverlay | ImGuiWindowFlags_AlwaysAutoResize);
    ImGui::TextUnformatted("Share this setup");
    ImGui::Separator();
    if (!error_.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, theme::kErrorText);
        ImGui::TextWrapped("%s", error_.c_str());
        ImGui::PopStyleColor();
        note_value("share:error", error_);
    } else {
        theme::text_wrapped(theme::kMutedText, "The setup travels in the link itself; no server sees it.");
        if (ImGui::Checkbox("Opens in the opponent's view", &for_opponent_)) {
            if (!take_turned_flag(url_) && for_opponent_) url_ += kTurnedFlag;
            qr_ = make_qr_code(url_);
        }
        note_widget("share:opponent");
        ImGui::TextWrapped("%s", url_.c_str());
        note_value("share:link", url_);
        const std::weak_ptr<std::string> status = status_;
        auto report = [status](const char* done_text) {
            return [status, done_text](bool ok, const std::string& message) {
                if (auto s = status.lock()) *s = ok ? done_text : message;
            };
        };
        if (ImGui::Button("Copy link", {-1, 0})) platform::copy_text(url_, report("Link copied."));
        note_widget("share:copy");
        if (platform::can_share()) {
            if (ImGui::Button("Share...", {-1, 0})) platform::share_link("Battleboard setup", url_, report(""));
            note_widget("share:share");
        }
        if (qr_) {
            if (ImGui::Button("QR code", {-1, 0})) qr_open_ = true;
            note_widget("share:qr");
        } else {
            theme::text_wrapped(theme::kMutedText, "Too long for a QR code; copy the link instead.");
        }
    }
    draw_scan_button("share:scan", {-1, 0});
    if (!status_->empty()) {
        theme::text_wrapped(theme::kLegalText, "%s", status_->c_str());
        note_value("share:status", *status_);
    }
    if (ImGui::Button("Close", {-1, 0})) open_ = false;
    note_widget("share:close");
    ImGui::End();
}

void ShareWindow::draw_qr_code() {
    const ImGuiIO& io = ImGui::GetIO();
    const ImVec2 screen = io.DisplaySize;
    ImGui::SetNextWindowPos({0, 0});
    ImGui::SetNextWindowSize(screen);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {0, 0});
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0);  // white to the screen's edge
    ImGui::PushStyleColor(ImGuiCol_WindowBg, IM_COL32_WHITE);
    ImGui::Begin("QR code", nullptr, kOverlay);
    const char* hint = "Scan with the other player's camera. Tap to close.";
    const float hint_height = ImGui::GetTextLineHeightWithSpacing() * 2;
    paint_qr_code(*ImGui::GetWindowDrawList(), *qr_, {0, 0}, {screen.x, screen.y - hint_height},
                  io.DisplayFramebufferScale.x);
    const ImVec2 size = ImGui::CalcTextSize(hint);
    ImGui::GetWindowDrawList()->AddText({(screen.x - size.x) / 2, screen.y - hint_height + 4},
                                        IM_COL32(60, 60, 60, 255), hint);
    ImGui::SetCursorPos({0, 0});
    if (ImGui::InvisibleButton("close-qr", screen) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape)))
        qr_open_ = false;
    note_widget("qr");
    note_value("qr:modules", std::to_string(qr_->size));
    ImGui::End();
    ImGui::PopStyleColor();
    ImGui::PopStyleVar(2);
}

}  // namespace app
