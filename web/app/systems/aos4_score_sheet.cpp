#include "app/systems/aos4_score_sheet.hpp"

#include "app/plugin_panels.hpp"
#include "app/theme.hpp"
#include "app/widget_rects.hpp"

#include <cstdio>

namespace app::aos4 {

namespace {

using bb::model::ScoreSheet;

// The sheet scores the battlefield's battleplan; ticks of lines the new one does not have go.
void keep_in_step(ScoreSheet& sheet, const std::string& battleplan_id, const BattleData& data) {
    if (sheet.battleplan_id == battleplan_id) return;
    sheet.battleplan_id = battleplan_id;
    const auto* plan = data.details.find(battleplan_id);
    for (auto& round : sheet.rounds)
        for (auto& turn : round.turns)
            std::erase_if(turn.lines,
                          [&](const auto& tick) { return !plan || !plan->scoring.find_line(tick.line_id); });
}

// A sheet read from a file may be short of players or turns; the panel always has both.
void fill_gaps(ScoreSheet& sheet) {
    sheet.players.resize(2);
    for (auto& round : sheet.rounds) {
        round.turns.resize(2);
        round.priority = std::min<std::uint32_t>(round.priority, 1);
        round.first = std::min<std::uint32_t>(round.first, 1);
    }
}

bool pick_player(const char* label, const std::string& key, const ScoreSheet& sheet, std::uint32_t& value) {
    bool changed = false;
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(label);
    for (std::uint32_t p = 0; p < 2; ++p) {
        ImGui::SameLine(p == 0 ? ImGui::CalcTextSize("First turn").x + ImGui::GetStyle().ItemSpacing.x * 2 : 0);
        ImGui::PushID(int(p));
        if (ImGui::RadioButton(player_name(sheet, p).c_str(), value == p)) {
            value = p;
            changed = true;
        }
        note_widget(key + std::to_string(p));
        ImGui::PopID();
    }
    return changed;
}

void round_events(const SheetContext& context, const ScoreSheet& sheet, const bb::rules::RoundTally& tally) {
    std::string text = tally.underdog == bb::rules::kNoPlayer
                           ? "No underdog"
                           : "Underdog: " + player_name(sheet, std::size_t(tally.underdog));
    if (tally.double_turn != bb::rules::kNoPlayer) {
        text += ". " + player_name(sheet, std::size_t(tally.double_turn)) + " took a double turn";
        text += tally.seized_initiative ? " and seized the initiative"
                                        : ", " + std::to_string(context.data.pack.double_turn_deficit) +
                                              "+ VP behind: not seizing the initiative";
    }
    ImGui::PushStyleColor(ImGuiCol_Text, theme::kRollResult);
    ImGui::TextWrapped("%s.", text.c_str());
    ImGui::PopStyleColor();
}

enum class RoundEdit { None, Changed, Remove };

RoundEdit edit_round(const SheetContext& context, ScoreSheet& sheet, std::size_t index, bool open_now) {
    const std::uint32_t number = std::uint32_t(index + 1);
    const auto* summary = context.summary;
    const auto* tally = summary && index < summary->rounds.size() ? &summary->rounds[index] : nullptr;
    char header[200];
    if (tally && tally->players.size() == 2)
        std::snprintf(header, sizeof header, "Round %u: %s %u, %s %u###round%u", number, player_name(sheet, 0).c_str(),
                      tally->players[0].running_total, player_name(sheet, 1).c_str(), tally->players[1].running_total,
                      number);
    else
        std::snprintf(header, sizeof header, "Round %u###round%u", number, number);
    if (open_now) ImGui::SetNextItemOpen(true);
    const bool open = ImGui::CollapsingHeader(header);
    note_widget("score:round:" + std::to_string(number));
    if (!open) return RoundEdit::None;
    ImGui::PushID(int(number));
    auto& round = sheet.rounds[index];
    const std::string key = "score:r" + std::to_string(number) + ":";
    bool changed = pick_player("Priority", key + "priority:", sheet, round.priority);
    changed |= pick_player("First turn", key + "first:", sheet, round.first);
    if (tally) round_events(context, sheet, *tally);
    for (std::uint32_t p : {round.first, 1 - round.first}) {
        ImGui::Separator();
        changed |= edit_turn(context, sheet, index, p);
    }
    bool remove = false;
    if (number == sheet.rounds.size()) {
        ImGui::PushStyleColor(ImGuiCol_Button, theme::kDangerButton);
        remove = ImGui::Button("Remove this round");
        note_widget(key + "remove");
        ImGui::PopStyleColor();
    }
    ImGui::PopID();
    return remove ? RoundEdit::Remove : changed ? RoundEdit::Changed : RoundEdit::None;
}

void summary_lines(const Session& session, const ScoreSheet& sheet) {
    if (!session.score_error().empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, theme::kErrorText);
        ImGui::TextWrapped("%s", session.score_error().c_str());
        ImGui::PopStyleColor();
        return;
    }
    const auto& summary = session.score();
    if (!summary || summary->totals.size() != 2) return;
    ImGui::Text("%s %u VP, %s %u VP", player_name(sheet, 0).c_str(), summary->totals[0], player_name(sheet, 1).c_str(),
                summary->totals[1]);
    if (summary->battle_tactics_completed.size() == 2)
        theme::text_wrapped(theme::kMutedText, "Battle tactics completed: %u and %u",
                            summary->battle_tactics_completed[0], summary->battle_tactics_completed[1]);
    ImGui::PushStyleColor(ImGuiCol_Text, summary->finished ? theme::kLegalText : theme::kRollResult);
    ImGui::TextWrapped("%s", summary->result.c_str());
    note_widget("score:result");
    ImGui::PopStyleColor();
    ImGui::PushStyleColor(ImGuiCol_Text, theme::kErrorText);
    for (const auto& warning : summary->warnings) {
        ImGui::Bullet();
        ImGui::SameLine();
        ImGui::TextWrapped("%s", warning.c_str());
    }
    ImGui::PopStyleColor();
}

// The plugin's objective rounds panel follows the sheet: a round just started shows its objectives on the board.
void show_objective_round(Session& session, std::uint32_t round) {
    for (const auto& p : session.plugin_panels.reply.panels)
        for (const auto& c : p.controls)
            if (p.key == "objective-rounds" && c.key == "round") {
                bb::plugin::panel::Action action;
                action.panel_key = p.key;
                action.control_key = c.key;
                action.chosen = {std::to_string(round)};
                return send_panel_action(session, std::move(action));
            }
}

}  // namespace

void draw_score_sheet(Session& session) {
    auto& battlefield = session.battlefield();
    const auto& data = battle_data(session);
    keep_in_step(battlefield.score_sheet, battlefield.battleplan_id, data);
    const bool open = ImGui::CollapsingHeader("Score sheet");
    note_widget("score-sheet");
    if (!open) return;
    if (!data.error.empty()) {
        theme::text_wrapped(theme::kErrorText, "%s", data.error.c_str());
        return;
    }
    const auto* plan = data.details.find(battlefield.battleplan_id);
    if (!plan) {
        theme::text_wrapped(theme::kMutedText, "Pick or roll a battleplan to keep score.");
        return;
    }
    // Edits go to a copy with both players filled in, saved only when something changed: an untouched sheet stays
    // empty and out of the saved setup.
    ScoreSheet sheet = battlefield.score_sheet;
    fill_gaps(sheet);
    const auto& score = session.score();
    const SheetContext context{session, data, *plan, score ? &*score : nullptr};
    static std::uint32_t open_round = 0;  // a round just started opens once
    bool changed = edit_players(session, data, sheet);
    bool remove_last = false;
    for (std::size_t i = 0; i < sheet.rounds.size(); ++i) {
        const RoundEdit edit = edit_round(context, sheet, i, open_round == i + 1);
        changed |= edit == RoundEdit::Changed;
        remove_last |= edit == RoundEdit::Remove;
    }
    open_round = 0;
    if (sheet.rounds.size() < data.pack.battle_rounds) {
        char label[48];
        std::snprintf(label, sizeof label, "Start battle round %zu", sheet.rounds.size() + 1);
        if (ImGui::Button(label, {-1, 0})) {
            bb::model::RoundRecord round;
            // Turns alternate unless someone takes a double turn; the players correct it as they roll.
            if (!sheet.rounds.empty()) round.first = round.priority = 1 - sheet.rounds.back().first;
            round.turns.resize(2);
            sheet.rounds.push_back(std::move(round));
            open_round = std::uint32_t(sheet.rounds.size());
            show_objective_round(session, open_round);
            changed = true;
        }
        note_widget("score:start-round");
    }
    if (remove_last) {
        sheet.rounds.pop_back();
        changed = true;
    }
    ImGui::Separator();
    summary_lines(session, sheet);
    if (changed) battlefield.score_sheet = std::move(sheet);
}

}  // namespace app::aos4
