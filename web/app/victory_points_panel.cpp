#include "app/victory_points_panel.hpp"

#include "app/theme.hpp"
#include "app/widget_rects.hpp"
#include "battleboard/link/limits.hpp"
#include "battleboard/rules/victory_points.hpp"

#include <cstdio>
#include <string>

namespace app {

namespace {

using bb::rules::victory_points;

std::string player_name(const bb::model::ScoreSheet& sheet, std::size_t player) {
    const auto& name = sheet.players[player].name;
    return name.empty() ? "Player " + std::to_string(player + 1) : name;
}

void names(bb::model::ScoreSheet& sheet) {
    for (std::size_t p = 0; p < sheet.players.size(); ++p) {
        ImGui::PushID(int(p));
        char name[bb::link::kMaxStringBytes];
        std::snprintf(name, sizeof name, "%s", sheet.players[p].name.c_str());
        ImGui::SetNextItemWidth(-1);
        if (ImGui::InputTextWithHint("##name", "Player's name", name, sizeof name)) sheet.players[p].name = name;
        note_widget("vp:name:" + std::to_string(p));
        ImGui::PopID();
    }
}

// "-  15  +": whole points, never below 0; big enough for a finger.
void stepper(bb::model::RoundRecord& round, std::size_t r, std::size_t p) {
    const std::string key = "vp:r" + std::to_string(r + 1) + ":p" + std::to_string(p);
    const std::uint32_t points = victory_points(round, p);
    ImGui::PushID(key.c_str());
    if (ImGui::Button(" - ") && points > 0) bb::rules::set_victory_points(round, p, points - 1);
    note_widget(key + ":minus");
    ImGui::SameLine();
    ImGui::Text("%3u", points);
    note_value(key, std::to_string(points));
    ImGui::SameLine();
    if (ImGui::Button(" + ") && points < bb::link::kMaxLineTimes) bb::rules::set_victory_points(round, p, points + 1);
    note_widget(key + ":plus");
    ImGui::PopID();
}

void rounds_table(bb::model::ScoreSheet& sheet) {
    if (!ImGui::BeginTable("##vp", 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchSame)) return;
    ImGui::TableSetupColumn("Round", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn(player_name(sheet, 0).c_str());
    ImGui::TableSetupColumn(player_name(sheet, 1).c_str());
    ImGui::TableHeadersRow();
    for (std::size_t r = 0; r < sheet.rounds.size(); ++r) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::AlignTextToFramePadding();
        ImGui::Text("%zu", r + 1);
        for (std::size_t p = 0; p < 2; ++p) {
            ImGui::TableNextColumn();
            stepper(sheet.rounds[r], r, p);
        }
    }
    ImGui::EndTable();
}

void standing(const bb::model::ScoreSheet& sheet) {
    const auto totals = bb::rules::victory_point_totals(sheet);
    char line[2 * bb::link::kMaxStringBytes + 64];
    if (totals[0] == totals[1])
        std::snprintf(line, sizeof line, "Level at %u each.", totals[0]);
    else {
        const std::size_t ahead = totals[0] > totals[1] ? 0 : 1;
        std::snprintf(line, sizeof line, "%s leads by %u (%u to %u).", player_name(sheet, ahead).c_str(),
                      totals[ahead] - totals[1 - ahead], totals[ahead], totals[1 - ahead]);
    }
    theme::text_wrapped(theme::kRollResult, "%s", line);
    note_value("vp:standing", line);
}

}  // namespace

void draw_victory_points_panel(Session& session) {
    auto& sheet = session.battlefield().score_sheet;
    const bool open = ImGui::CollapsingHeader("Victory points");
    note_widget("vp");
    if (!open) return;
    if (sheet.players.size() != 2) {
        ImGui::TextWrapped(
            "Keep each player's victory points round by round; they are saved and shared with the "
            "battlefield.");
        if (ImGui::Button("Keep score", {-1, 0})) sheet = bb::rules::plain_score_sheet();
        note_widget("vp:start");
        return;
    }
    names(sheet);
    rounds_table(sheet);
    if (sheet.rounds.size() < bb::link::kMaxScoreRounds && ImGui::Button("Next battle round"))
        sheet.rounds.push_back({});
    note_widget("vp:next-round");
    if (sheet.rounds.size() > 1) {
        ImGui::SameLine();
        if (ImGui::Button("Remove last round")) sheet.rounds.pop_back();
        note_widget("vp:remove-round");
    }
    standing(sheet);
    // Clearing asks once more: a score is easily lost with one tap and not easily rebuilt.
    static bool confirm_clear = false;
    bool clear = false;
    ImGui::PushStyleColor(ImGuiCol_Button, theme::kDangerButton);
    if (!confirm_clear) {
        if (ImGui::Button("Clear the score...")) confirm_clear = true;
        note_widget("vp:clear");
    } else {
        clear = ImGui::Button("Clear it");
        note_widget("vp:clear-confirm");
    }
    ImGui::PopStyleColor();
    if (confirm_clear && !clear) {
        ImGui::SameLine();
        if (ImGui::Button("Keep it")) confirm_clear = false;
    }
    if (clear) {
        sheet = {};
        confirm_clear = false;
    }
}

}  // namespace app
