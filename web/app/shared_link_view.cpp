#include "app/shared_link_view.hpp"

#include "app/board_painter.hpp"
#include "app/theme.hpp"
#include "app/view_flag.hpp"
#include "app/widget_rects.hpp"
#include "battleboard/link/link.hpp"
#include "battleboard/plugin_index.hpp"
#include "platform/share.hpp"

#include <optional>

namespace app {

namespace {

constexpr ImGuiWindowFlags kFixedWindow = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                          ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus;

// The installed game system's name; nothing for a system this build does not have.
std::optional<std::string> system_name(const std::string& id) {
    for (const auto& entry : bb::plugin::kPluginIndex)
        if (entry.id == id) return std::string(entry.name);
    return std::nullopt;
}

// A banner line across the top of the board area, holding its own widgets.
bool begin_banner(const char* id, ImVec2 board_size, ImU32 colour) {
    ImGui::SetNextWindowPos({0, 0});
    ImGui::SetNextWindowSize({board_size.x, 0});
    ImGui::PushStyleColor(ImGuiCol_WindowBg, colour);
    const bool open = ImGui::Begin(
        id, nullptr, (kFixedWindow & ~ImGuiWindowFlags_NoBringToFrontOnFocus) | ImGuiWindowFlags_AlwaysAutoResize);
    ImGui::PopStyleColor();
    return open;
}

// Keeps the next button on this line when it fits in `width`, so a phone's narrow banner wraps instead of clipping.
void same_line_if_fits(const char* next_label, float width) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float next = ImGui::CalcTextSize(next_label).x + 2 * style.FramePadding.x;
    if (ImGui::GetItemRectMax().x + style.ItemSpacing.x + next <= width - style.WindowPadding.x) ImGui::SameLine();
}

void details(const bb::model::Battlefield& b) {
    ImGui::TextWrapped("%s", system_name(b.system_id).value_or(b.system_id).c_str());
    if (!b.rules_edition.empty()) theme::text_wrapped(theme::kMutedText, "Rules: %s", b.rules_edition.c_str());
    if (!b.battleplan_id.empty()) theme::text_wrapped(theme::kMutedText, "Battleplan: %s", b.battleplan_id.c_str());
    theme::text_wrapped(theme::kMutedText, "Battlefield %g\" x %g\"", b.depth, b.width);
    ImGui::Separator();
    ImGui::Text("%zu terrain piece%s", b.pieces.size(), b.pieces.size() == 1 ? "" : "s");
    for (const auto& p : b.pieces) {
        ImGui::BulletText("%s", p.label.c_str());
        for (const auto& roll : p.rolls) {
            ImGui::SameLine();
            theme::text_wrapped(theme::kRollResult, "%s: %d", roll.table_id.c_str(), roll.total);
        }
    }
    ImGui::Text("%zu objective%s, %zu territor%s", b.objectives.size(), b.objectives.size() == 1 ? "" : "s",
                b.territories.size(), b.territories.size() == 1 ? "y" : "ies");
    const auto& sheet = b.score_sheet;
    if (!sheet.players.empty() || !sheet.rounds.empty()) {
        ImGui::Separator();
        ImGui::Text("Score sheet: %zu battle round%s", sheet.rounds.size(), sheet.rounds.size() == 1 ? "" : "s");
        for (const auto& player : sheet.players)
            ImGui::BulletText("%s%s%s", player.name.c_str(), player.faction.empty() ? "" : ", ",
                              player.faction.c_str());
    }
}

}  // namespace

void SharedLinkView::poll(Session& session) {
    const std::string fragment = platform::take_new_fragment();
    if (!fragment.empty()) open(session, fragment);
}

void SharedLinkView::open(Session& session, std::string fragment) {
    turned_ = take_turned_flag(fragment);
    auto shared = bb::link::decode(fragment);
    if (!shared) {
        message_ = "Could not open the shared link. " + shared.error().message + " Your battlefield is unchanged.";
        return;
    }
    if (!system_name(shared->system_id)) {
        message_ = "Could not open the shared link: it is for a game system this Battleboard does not have (" +
                   shared->system_id + "). Your battlefield is unchanged.";
        return;
    }
    message_.clear();
    session.open_preview(std::move(*shared));
}

void SharedLinkView::draw_message(ImVec2 board_size) {
    if (message_.empty()) return;
    constexpr float kShareButtonRoom = 90;  // the Share button stays visible at the top right
    const ImVec2 size{board_size.x - kShareButtonRoom, board_size.y};
    if (!begin_banner("Link message", size, IM_COL32(90, 30, 28, 240))) return ImGui::End();
    ImGui::PushTextWrapPos(size.x - 100);
    ImGui::TextUnformatted(message_.c_str());
    ImGui::PopTextWrapPos();
    note_value("link:error", message_);
    ImGui::SameLine();
    if (ImGui::Button("Dismiss")) {
        message_.clear();
        platform::clear_fragment();
    }
    note_widget("link:dismiss");
    ImGui::End();
}

void SharedLinkView::draw_preview(Session& session, PanelState& panel, ImVec2 board_size, ImVec2 panel_pos,
                                  ImVec2 panel_size) {
    const bb::model::Battlefield& shared = *session.preview();
    note_value("preview:system", shared.system_id);
    note_value("preview:pieces", std::to_string(shared.pieces.size()));

    // The banner first, so the board fits below it.
    float banner_height = 0;
    enum class Choice { None, Keep, Edit, Close } choice = Choice::None;
    if (begin_banner("Shared setup", board_size, IM_COL32(40, 62, 96, 250))) {
        ImGui::TextUnformatted("Shared setup (read-only)");
        note_value("preview:banner", "Shared setup");
        same_line_if_fits("Keep as my battlefield", board_size.x);
        if (ImGui::Button("Keep as my battlefield")) choice = Choice::Keep;
        note_widget("preview:keep");
        same_line_if_fits("Edit a copy", board_size.x);
        if (ImGui::Button("Edit a copy")) choice = Choice::Edit;
        note_widget("preview:edit");
        same_line_if_fits("Close", board_size.x);
        if (ImGui::Button("Close")) choice = Choice::Close;
        note_widget("preview:close");
        banner_height = ImGui::GetWindowHeight();
    }
    ImGui::End();

    ImGui::SetNextWindowPos({0, banner_height});
    ImGui::SetNextWindowSize({board_size.x, board_size.y - banner_height});
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {0, 0});
    ImGui::PushStyleColor(ImGuiCol_WindowBg, theme::kBackground);
    ImGui::Begin("Shared board", nullptr, kFixedWindow | ImGuiWindowFlags_NoScrollWithMouse);
    view_ = ViewTransform::fitted(shared.width, shared.depth, {0, banner_height},
                                  {board_size.x, board_size.y - banner_height});
    view_.turned = turned_;
    view_.width = shared.width;
    view_.depth = shared.depth;
    paint_board(*ImGui::GetWindowDrawList(), view_, shared, PaintOptions{});
    ImGui::End();
    ImGui::PopStyleColor();
    ImGui::PopStyleVar();

    ImGui::SetNextWindowPos(panel_pos);
    ImGui::SetNextWindowSize(panel_size);
    ImGui::Begin("Shared details", nullptr, kFixedWindow);
    ImGui::TextUnformatted("Shared setup");
    theme::text_wrapped(theme::kMutedText, "Your own battlefield is kept until you choose.");
    ImGui::Separator();
    details(shared);
    ImGui::End();

    // Acted on after drawing, so this frame never paints half of a replaced setup.
    if (choice == Choice::None) return;
    platform::clear_fragment();
    if (choice == Choice::Close) return session.close_preview();
    turned_requested_ = turned_;  // the kept setup stays the way the link showed it
    session.keep_preview();
    panel.open_terrain = choice == Choice::Edit;  // a copy to change: straight to the terrain
}

}  // namespace app
