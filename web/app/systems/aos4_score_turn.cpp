// One player's turn on the score sheet: the battleplan's scoring lines that count this battle round, the battle
// tactic (only those the player may still pick), and the victory points the plugin gave the turn.
#include "app/systems/aos4_score_sheet.hpp"

#include "app/theme.hpp"
#include "app/widget_rects.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>

namespace app::aos4 {

namespace {

using bb::model::LineTick;
using bb::model::ScoreSheet;
using bb::model::TurnRecord;

bool general_has(const bb::model::PlayerRecord& player, const std::string& keyword) {
    const auto upper = [](std::string s) {
        for (char& c : s) c = char(std::toupper(static_cast<unsigned char>(c)));
        return s;
    };
    return std::any_of(player.general_keywords.begin(), player.general_keywords.end(),
                       [&](const std::string& k) { return upper(k) == upper(keyword); });
}

// Each battle tactic once per battle, and those of a grand alliance only for a general of it.
bool may_pick(const ScoreSheet& sheet, std::size_t round_index, std::size_t player,
              const bb::plugin::aos4::BattleTactic& tactic) {
    if (!tactic.keyword.empty() && !general_has(sheet.players[player], tactic.keyword)) return false;
    for (std::size_t i = 0; i < round_index; ++i)
        if (sheet.rounds[i].turns[player].battle_tactic == tactic.id) return false;
    return true;
}

std::uint32_t times_ticked(const TurnRecord& turn, const std::string& line_id) {
    for (const auto& tick : turn.lines)
        if (tick.line_id == line_id) return tick.times;
    return 0;
}

void set_times(TurnRecord& turn, const std::string& line_id, std::uint32_t times) {
    std::erase_if(turn.lines, [&](const LineTick& t) { return t.line_id == line_id; });
    if (times > 0) turn.lines.push_back({line_id, times});
}

// A tick box for a yes/no line, or - and + for a line scored once per objective. Tapping the text toggles too.
bool line_row(const SheetContext& context, TurnRecord& turn, const bb::sys::ScoringLine& line, const std::string& key) {
    const std::uint32_t times = times_ticked(turn, line.id);
    std::uint32_t wanted = times;
    ImGui::PushID(line.id.c_str());
    if (line.max_times == 1) {
        bool ticked = times > 0;
        if (ImGui::Checkbox("##tick", &ticked)) wanted = ticked ? 1 : 0;
        note_widget(key + "line:" + line.id);
    } else {
        // "Each objective" lines: no battleplan has more than the objectives on its map.
        const auto most = line.max_times ? line.max_times
                                         : std::max<std::uint32_t>(1, context.session.battlefield().objectives.size());
        const float side = ImGui::GetFrameHeight();
        ImGui::BeginDisabled(times == 0);
        if (ImGui::Button("-", {side, side})) wanted = times - 1;
        ImGui::EndDisabled();
        note_widget(key + "less:" + line.id);
        ImGui::SameLine(0, 4);
        ImGui::AlignTextToFramePadding();
        ImGui::Text("%u", times);
        ImGui::SameLine(0, 4);
        ImGui::BeginDisabled(times >= most);
        if (ImGui::Button("+", {side, side})) wanted = times + 1;
        ImGui::EndDisabled();
        note_widget(key + "more:" + line.id);
    }
    ImGui::SameLine();
    ImGui::TextWrapped("%u VP: %s", line.vp, line.text.c_str());
    if (ImGui::IsItemClicked() && line.max_times == 1) wanted = times ? 0 : 1;
    ImGui::PopID();
    if (wanted == times) return false;
    set_times(turn, line.id, wanted);
    return true;
}

bool tactic_row(const SheetContext& context, ScoreSheet& sheet, std::size_t round_index, std::size_t player,
                const std::string& key) {
    auto& turn = sheet.rounds[round_index].turns[player];
    const auto& pack = context.data.pack;
    const auto* round = context.summary && round_index < context.summary->rounds.size()
                            ? &context.summary->rounds[round_index]
                            : nullptr;
    const bool seized = round && round->double_turn == std::int32_t(player) && round->seized_initiative;
    const auto* picked = pack.find_tactic(turn.battle_tactic);
    bool changed = false;
    if (seized && !picked) {
        theme::text_wrapped(theme::kMutedText, "Seized the initiative: no battle tactic this turn.");
        return false;
    }
    ImGui::SetNextItemWidth(-1);
    const bool open = ImGui::BeginCombo("##tactic", picked ? picked->name.c_str() : "No battle tactic",
                                        ImGuiComboFlags_HeightLargest);  // every allowed tactic in view
    note_widget(key + "tactic");
    if (open) {
        if (ImGui::Selectable("No battle tactic", !picked)) {
            turn.battle_tactic.clear();
            turn.battle_tactic_completed = false;
            changed = true;
        }
        note_widget(key + "tactic:none");
        for (const auto& tactic : pack.battle_tactics) {
            if (!may_pick(sheet, round_index, player, tactic) && &tactic != picked) continue;
            const std::string label = tactic.keyword.empty() ? tactic.name : tactic.name + " (" + tactic.keyword + ")";
            if (ImGui::Selectable(label.c_str(), &tactic == picked)) {
                turn.battle_tactic = tactic.id;
                changed = true;
            }
            note_widget(key + "tactic:" + tactic.id);
        }
        ImGui::EndCombo();
    }
    if (!picked) return changed;
    ImGui::PushStyleColor(ImGuiCol_Text, theme::kMutedText);
    ImGui::TextWrapped("%s", picked->text.c_str());
    ImGui::PopStyleColor();
    std::uint32_t vp = 0;
    for (const auto& line : context.plan.scoring.lines)
        if (line.battle_tactic) vp = line.vp;
    char label[48];
    std::snprintf(label, sizeof label, "Completed (%u VP)", vp);
    changed |= ImGui::Checkbox(label, &turn.battle_tactic_completed);
    note_widget(key + "completed");
    return changed;
}

// "8 VP: objectives 6 (8 before the cap), battle tactic 4; 18 in all"
std::string turn_line(const bb::rules::TurnTally& t) {
    std::string text = std::to_string(t.turn_vp) + " VP";
    std::vector<std::string> parts;
    if (t.objective_vp_uncapped) {
        std::string part = "objectives " + std::to_string(t.objective_vp);
        if (t.objective_vp != t.objective_vp_uncapped)
            part += " (" + std::to_string(t.objective_vp_uncapped) + " before the cap)";
        parts.push_back(part);
    }
    if (t.other_vp) parts.push_back("other " + std::to_string(t.other_vp));
    if (t.battle_tactic_vp) parts.push_back("battle tactic " + std::to_string(t.battle_tactic_vp));
    for (std::size_t i = 0; i < parts.size(); ++i) text += (i == 0 ? ": " : ", ") + parts[i];
    return text + "; " + std::to_string(t.running_total) + " in all";
}

}  // namespace

bool edit_turn(const SheetContext& context, ScoreSheet& sheet, std::size_t round_index, std::size_t player) {
    const std::uint32_t number = std::uint32_t(round_index + 1);
    const std::string key = "score:r" + std::to_string(number) + ":p" + std::to_string(player) + ":";
    auto& turn = sheet.rounds[round_index].turns[player];
    ImGui::PushID(int(player));
    ImGui::Text("%s's turn", player_name(sheet, player).c_str());
    bool changed = false;
    for (const auto& line : context.plan.scoring.lines)
        if (!line.battle_tactic && line.scores_in(number)) changed |= line_row(context, turn, line, key);
    changed |= tactic_row(context, sheet, round_index, player, key);
    const auto* summary = context.summary;
    if (summary && round_index < summary->rounds.size() && player < summary->rounds[round_index].players.size())
        theme::text_wrapped(theme::kRollResult, "%s", turn_line(summary->rounds[round_index].players[player]).c_str());
    ImGui::PopID();
    return changed;
}

}  // namespace app::aos4
