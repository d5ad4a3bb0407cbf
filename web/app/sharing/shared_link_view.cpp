#include "app/sharing/shared_link_view.hpp"

#include "app/board/board_painter.hpp"
#include "app/board/measure_overlay.hpp"
#include "app/board/sight_painter.hpp"
#include "app/input/touch_input.hpp"
#include "app/tabs/piece_tab.hpp"
#include "app/tabs/sight_tab.hpp"
#include "app/ui/screen_area.hpp"
#include "app/ui/theme.hpp"
#include "app/ui/view_flag.hpp"
#include "app/ui/widget_rects.hpp"
#include "battleboard/link/link.hpp"
#include "battleboard/live/sync_code.hpp"
#include "battleboard/plugin/match_operations.hpp"
#include "battleboard/setup/setup_check.hpp"
#include "platform/share.hpp"

#include <algorithm>
#include <cmath>
#include <optional>

namespace app {

namespace {

constexpr ImGuiWindowFlags kFixedWindow = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                          ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus;

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

}  // namespace

void SharedLinkView::details(const bb::model::Battlefield& b) {
    const auto* system = library_.description_for(b.system_id);
    ImGui::TextWrapped("%s", library_.installed().name_of(b.system_id).c_str());
    note_value("preview:names", system ? "loaded" : "loading");
    if (!b.rules_edition.empty()) {
        std::string edition = b.rules_edition;
        if (system)
            for (const auto& e : system->editions)
                if (e.id == b.rules_edition) edition = e.name;
        theme::text_wrapped(theme::kMutedText, "Rules: %s", edition.c_str());
        note_value("preview:edition", edition);
    }
    if (!b.battleplan_id.empty()) {
        const auto* plan = system ? system->find_battleplan(b.battleplan_id) : nullptr;
        const std::string term = system ? system->battleplan_term : "Battleplan";
        const std::string name = plan ? plan->name : b.battleplan_id;
        theme::text_wrapped(theme::kMutedText, "%s: %s", term.c_str(), name.c_str());
        note_value("preview:battleplan", name);
    }
    theme::text_wrapped(theme::kMutedText, "Battlefield %g\" x %g\"", b.depth, b.width);
    score(b);
    ImGui::Separator();
    if (const auto* piece = selected_ ? b.find_piece(*selected_) : nullptr) {
        ImGui::TextUnformatted(piece->label.c_str());
        note_value("preview:selected", piece->label);
        const auto* entry = system ? system->find_entry(piece->catalogue_id, b.rules_edition) : nullptr;
        if (entry) {
            draw_piece_rules(*system, b.rules_edition, *entry);
            note_value("preview:rules", entry->text);
        } else {
            theme::text_wrapped(theme::kMutedText,
                                system ? "No rules for this piece in this edition." : "Loading its rules...");
        }
        if (ImGui::Button("All pieces", {-1, 44})) selected_.reset();
        note_widget("preview:all-pieces");
        ImGui::Separator();
    } else {
        theme::text_wrapped(theme::kMutedText, "Tap a piece on the board to read its rules.");
    }
    ImGui::Text("%zu terrain piece%s", b.pieces.size(), b.pieces.size() == 1 ? "" : "s");
    for (const auto& p : b.pieces) {
        ImGui::BulletText("%s", p.label.c_str());
        for (const auto& roll : p.rolls) {
            const auto* table = system ? system->find_table(roll.table_id) : nullptr;
            const auto* row = table ? table->row_for(roll.total) : nullptr;
            ImGui::Indent();
            if (row)
                theme::text_wrapped(theme::kRollResult, "%s: %d, %s", table->name.c_str(), roll.total,
                                    row->result.c_str());
            else
                theme::text_wrapped(theme::kRollResult, "%s: %d", roll.table_id.c_str(), roll.total);
            ImGui::Unindent();
        }
    }
    ImGui::Text("%zu objective%s, %zu territor%s", b.objectives.size(), b.objectives.size() == 1 ? "" : "s",
                b.territories.size(), b.territories.size() == 1 ? "y" : "ies");
}

// The score so far, summed up by the plugin (once it is loaded) when the system keeps one.
void SharedLinkView::score(const bb::model::Battlefield& b) {
    const auto* system = library_.description_for(b.system_id);
    if (!score_asked_ && system) {
        score_asked_ = true;
        if (system->answers(bb::plugin::kSummary.name)) {
            auto summary = library_.request_for(b.system_id, bb::plugin::kSummary, b);
            if (summary) score_ = std::move(*summary);
        }
    }
    if (!score_ || !score_->kept) return;
    ImGui::Separator();
    const auto rounds = score_->rounds_played;
    ImGui::Text("Score after %u battle round%s", rounds, rounds == 1 ? "" : "s");
    std::string line;
    for (const auto& player : score_->players) {
        const std::string points = std::to_string(player.score) + " " + score_->unit;
        ImGui::BulletText("%s: %s", player.name.c_str(), points.c_str());
        line += (line.empty() ? "" : "; ") + player.name + " " + points;
    }
    if (!score_->result.empty()) ImGui::TextWrapped("%s", score_->result.c_str());
    note_value("preview:score", line);
}

void SharedLinkView::handle_board_input(const bb::model::Battlefield& shared) {
    const bb::geo::Vec2 at = view_.to_board(ImGui::GetIO().MousePos);
    if (measure_.active) {
        if (ImGui::IsItemActivated())
            measure_.start(at, shared);
        else if (ImGui::IsItemActive())
            measure_.extend(at, shared);
        return;
    }
    if (sight_.showing) {  // a drag moves the nearer base
        if (ImGui::IsItemActivated()) {
            dragged_base_ = nullptr;
            float nearest = 1e9f;
            for (auto* base : {&sight_.target, &sight_.observer}) {
                const ImVec2 s = view_.to_screen(base->position), m = ImGui::GetIO().MousePos;
                const float d = std::hypot(s.x - m.x, s.y - m.y);
                if (d <= sight_marker_radius(view_, *base) + 24 && d < nearest) {
                    nearest = d;
                    dragged_base_ = base;
                }
            }
        } else if (ImGui::IsItemActive() && dragged_base_) {
            dragged_base_->position = {std::clamp(at.x, 0.0, shared.width), std::clamp(at.y, 0.0, shared.depth)};
        }
        return;
    }
    // A tap picks the piece under it (or none) to read; nothing moves.
    if (ImGui::IsItemActivated()) selected_ = shared.piece_at(at);
}

void SharedLinkView::poll() {
    if (!library_.systems_known()) return;  // a link waits until the installed systems are known
    const std::string fragment = platform::take_new_fragment();
    if (fragment.rfind("bj1.", 0) == 0 && join_code_opened) {
        platform::clear_fragment();  // a reload does not answer the same offer again
        join_code_opened(fragment);
    } else if (bb::live::is_sync_code(fragment) && sync_code_opened) {
        platform::clear_fragment();
        sync_code_opened(fragment);
    } else if (!fragment.empty()) {
        open(fragment);
    }
    if (pending_) open_pending();
}

// A link is read in two steps: its header names the game system; a link that refers to that system's catalogue
// and battleplans opens once its plugin has loaded (in the browser, a fetch away).
void SharedLinkView::open(std::string fragment) {
    turned_ = take_turned_flag(fragment);
    pending_.reset();
    keep_address_ = false;
    auto header = bb::link::read_header(fragment);
    if (!header) return open_failed(header.error());
    if (!library_.installed().find(header->system)) {
        message_ = "Could not show the shared link. " +
                   bb::plugin::missing_system_message(header->system, header->plugin_version);
        // A link that refers to the system, or holds a score sheet only its plugin reads, cannot be read without
        // it: the address keeps it until the system is installed.
        auto shared = header->needs_reference ? bb::Result<bb::model::Battlefield>(bb::make_error(""))
                                              : bb::link::decode(fragment);
        if (shared) {
            if (system_missing) system_missing(*shared, header->plugin_version);
            message_ += " It is kept in Saves; your battlefield is unchanged.";
        } else {
            keep_address_ = true;
            message_ += " The link stays in the address bar; your battlefield is unchanged.";
        }
        return;
    }
    library_.prepare(header->system);  // for its catalogue, names and rules
    pending_ = Pending{std::move(fragment), header->system};
    open_pending();
}

void SharedLinkView::open_failed(const bb::Error& error) {
    message_ = "Could not open the shared link. " + error.message + " Your battlefield is unchanged.";
}

void SharedLinkView::open_pending() {
    const auto* system = library_.description_for(pending_->system);
    if (!system && library_.preparing(pending_->system)) return;  // still loading
    if (!system) {
        message_ = "Could not show the shared link: the " + library_.installed().name_of(pending_->system) +
                   " plugin did not load. Your battlefield is unchanged.";
        pending_.reset();
        return;
    }
    const bb::link::Reference reference(*system);
    auto shared = bb::link::decode(pending_->fragment, &reference, library_.link_state_codec(pending_->system));
    pending_.reset();
    if (!shared) return open_failed(shared.error());
    message_.clear();
    selected_.reset();
    measure_ = {};
    sight_ = {};
    dragged_base_ = nullptr;
    score_asked_ = false;
    score_.reset();
    // The same check as an imported file's (setup_check.hpp); a link still opens (older ones name ids their system has
    // since dropped), and says what its system does not accept.
    if (const auto problems = bb::setup::check_setup(*shared, system); !problems.empty())
        message_ =
            "This shared setup holds what its game system does not accept: " + bb::setup::problems_text(problems) + ".";
    battles_.open_preview(std::move(*shared));
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
        if (!keep_address_) platform::clear_fragment();
    }
    note_widget("link:dismiss");
    ImGui::End();
}

void SharedLinkView::draw_preview(PanelState& panel, ImVec2 board_size, ImVec2 panel_pos, ImVec2 panel_size) {
    const bb::model::Battlefield& shared = *battles_.preview();
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
    ImGui::SetCursorScreenPos({0, banner_height});
    ImGui::InvisibleButton("shared-board", {board_size.x, board_size.y - banner_height});
    touch::presses_act_at_once();  // the tape and taps on pieces, as on the player's own board
    handle_board_input(shared);
    for (const auto& p : shared.pieces) {  // where tests tap to read a piece
        const ImVec2 at = screen::to_canvas(view_.to_screen(p.position));
        note_value("preview:piece:" + std::to_string(p.id), std::to_string(at.x) + "," + std::to_string(at.y));
    }
    PaintOptions options;
    options.selected = selected_;
    paint_board(*ImGui::GetWindowDrawList(), view_, shared, options);
    paint_measure(*ImGui::GetWindowDrawList(), view_, shared, measure_);
    if (sight_.showing && library_.description_for(shared.system_id)) {
        sight_.refresh_on(library_, battles_, shared, shared.system_id);
        paint_sight(*ImGui::GetWindowDrawList(), view_, shared, sight_);
    }
    ImGui::End();
    ImGui::PopStyleColor();
    ImGui::PopStyleVar();

    // The tape measure over the board's bottom right corner, clear of the banner.
    ImGui::SetNextWindowPos({board_size.x - 8, board_size.y - 8}, ImGuiCond_Always, {1, 1});
    ImGui::Begin("Shared tools", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoBackground);
    if (ImGui::Button(measure_.active ? "Done measuring" : "Measure", {0, 44})) {
        measure_.toggle();
        if (!measure_.active) measure_ = {};
        sight_.showing = false;
    }
    note_widget("preview:measure");
    ImGui::SameLine();
    if (ImGui::Button(sight_.showing ? "Done with sight" : "Sight", {0, 44})) {
        sight_.showing = !sight_.showing;
        measure_ = {};
    }
    note_widget("preview:sight");
    if (const auto reading = measure_.read(shared)) {
        char text[64];
        std::snprintf(text, sizeof text, "%.1f\"", reading->gap ? *reading->gap : reading->length);
        note_value("preview:measure", text);
    }
    ImGui::End();

    ImGui::SetNextWindowPos(panel_pos);
    ImGui::SetNextWindowSize(panel_size);
    ImGui::Begin("Shared details", nullptr, kFixedWindow);
    ImGui::TextUnformatted("Shared setup");
    theme::text_wrapped(theme::kMutedText, "Your own battlefield is kept until you choose.");
    ImGui::Separator();
    if (sight_.showing) {
        ImGui::TextWrapped("Drag the blue base (looking) and the red base (target) on the board.");
        draw_sight_answer(sight_);
        note_value("preview:sight",
                   sight_.error.empty() ? std::to_string(int(sight_.answer.visibility)) : sight_.error);
        ImGui::Separator();
    }
    details(shared);
    ImGui::End();

    // Acted on after drawing, so this frame never paints half of a replaced setup.
    if (choice == Choice::None) return;
    platform::clear_fragment();
    if (choice == Choice::Close) return battles_.close_preview();
    turned_requested_ = turned_;  // the kept setup stays the way the link showed it
    battles_.adopt_preview();
    panel.open_terrain = choice == Choice::Edit;  // a copy to change: straight to the terrain
}

}  // namespace app
