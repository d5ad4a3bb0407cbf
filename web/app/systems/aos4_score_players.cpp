// Who plays: names, the general's grand alliance (battle tactics depend on it), and attacker and defender as the
// roll-off decides.
#include "app/systems/aos4_score_sheet.hpp"

#include "app/theme.hpp"
#include "app/widget_rects.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>

namespace app::aos4 {

namespace {

bool same_keyword(const std::string& a, const std::string& b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](unsigned char x, unsigned char y) {
               return std::toupper(x) == std::toupper(y);
           });
}

// The grand alliances some battle tactics ask of the general, as the battlepack names them.
std::vector<std::string> alliances(const BattleData& data) {
    std::vector<std::string> out;
    for (const auto& tactic : data.pack.battle_tactics)
        if (!tactic.keyword.empty() && std::find(out.begin(), out.end(), tactic.keyword) == out.end())
            out.push_back(tactic.keyword);
    return out;
}

std::string alliance_of(const bb::model::PlayerRecord& player, const std::vector<std::string>& known) {
    for (const auto& keyword : player.general_keywords)
        for (const auto& alliance : known)
            if (same_keyword(keyword, alliance)) return alliance;
    return "";
}

// Attacker and defender trade places; every round's record follows its player.
void swap_roles(bb::model::ScoreSheet& sheet) {
    std::swap(sheet.players[0], sheet.players[1]);
    for (auto& round : sheet.rounds) {
        round.priority = 1 - round.priority;
        round.first = 1 - round.first;
        if (round.turns.size() == 2) std::swap(round.turns[0], round.turns[1]);
    }
}

// The roll-off happens once before the battle; only its outcome (who attacks) is on the sheet.
struct RollOff {
    int rolls[2] = {0, 0};
    bool choosing = false;  // the winner has yet to choose attacker or defender
    std::string outcome;
};

bool player_row(bb::model::ScoreSheet& sheet, std::size_t p, const std::vector<std::string>& known) {
    auto& player = sheet.players[p];
    bool changed = false;
    ImGui::PushID(int(p));
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(p == 0 ? "Attacker" : "Defender");
    ImGui::SameLine(ImGui::CalcTextSize("Defender").x + ImGui::GetStyle().ItemSpacing.x * 2);
    const float combo_width = ImGui::CalcTextSize("DESTRUCTION").x + ImGui::GetFrameHeight() * 1.5f;
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - combo_width - ImGui::GetStyle().ItemSpacing.x);
    char name[64];
    std::snprintf(name, sizeof name, "%s", player.name.c_str());
    if (ImGui::InputTextWithHint("##name", "Name", name, sizeof name)) {
        player.name = name;
        changed = true;
    }
    note_widget("score:name:" + std::to_string(p));
    ImGui::SameLine();
    ImGui::SetNextItemWidth(combo_width);
    const std::string alliance = alliance_of(player, known);
    const bool open = ImGui::BeginCombo("##alliance", alliance.empty() ? "Other" : alliance.c_str());
    note_widget("score:alliance:" + std::to_string(p));
    if (open) {
        for (std::size_t i = 0; i <= known.size(); ++i) {
            const std::string choice = i < known.size() ? known[i] : "";
            if (ImGui::Selectable(choice.empty() ? "Other" : choice.c_str(), choice == alliance)) {
                std::erase_if(player.general_keywords, [&](const std::string& k) {
                    return std::any_of(known.begin(), known.end(), [&](const auto& a) { return same_keyword(k, a); });
                });
                if (!choice.empty()) player.general_keywords.push_back(choice);
                changed = true;
            }
            note_widget("score:alliance:" + std::to_string(p) + ":" + (choice.empty() ? "other" : choice));
        }
        ImGui::EndCombo();
    }
    ImGui::PopID();
    return changed;
}

bool roll_off(Session& session, bb::model::ScoreSheet& sheet) {
    static RollOff state;
    bool changed = false;
    if (ImGui::Button("Roll off")) {
        state = {};
        constexpr int kMostTies = 64;  // a tie is rolled again
        for (int i = 0; i < kMostTies && state.rolls[0] == state.rolls[1]; ++i) {
            state.rolls[0] = session.roll_dice({1, 6, 0}).front();
            state.rolls[1] = session.roll_dice({1, 6, 0}).front();
        }
        state.choosing = state.rolls[0] != state.rolls[1];
        session.log_roll("Roll-off", player_name(sheet, 0) + " " + std::to_string(state.rolls[0]) + ", " +
                                         player_name(sheet, 1) + " " + std::to_string(state.rolls[1]));
    }
    note_widget("score:roll-off");
    ImGui::SameLine();
    if (ImGui::Button("Swap roles")) {
        swap_roles(sheet);
        state = {};
        changed = true;
    }
    note_widget("score:swap");
    if (state.choosing) {
        const std::size_t winner = state.rolls[0] > state.rolls[1] ? 0 : 1;
        const std::string name = player_name(sheet, winner);
        theme::text_wrapped(theme::kRollResult, "%s wins the roll-off, %d to %d, and chooses:", name.c_str(),
                            state.rolls[winner], state.rolls[1 - winner]);
        const float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) / 2;
        const bool attack = ImGui::Button("Attacker", {half, 0});
        note_widget("score:choose-attacker");
        ImGui::SameLine();
        const bool defend = ImGui::Button("Defender", {half, 0});
        note_widget("score:choose-defender");
        if (attack || defend) {
            if ((attack && winner == 1) || (defend && winner == 0)) swap_roles(sheet);
            state.outcome = name + " won the roll-off " + std::to_string(state.rolls[winner]) + " to " +
                            std::to_string(state.rolls[1 - winner]) + " and is the " +
                            (attack ? "attacker." : "defender.");
            state.choosing = false;
            changed = true;
        }
    } else if (!state.outcome.empty()) {
        theme::text_wrapped(theme::kMutedText, "%s", state.outcome.c_str());
    }
    return changed;
}

}  // namespace

std::string player_name(const bb::model::ScoreSheet& sheet, std::size_t player) {
    if (player < sheet.players.size() && !sheet.players[player].name.empty()) return sheet.players[player].name;
    return player == 0 ? "Attacker" : "Defender";
}

bool edit_players(Session& session, const BattleData& data, bb::model::ScoreSheet& sheet) {
    const auto known = alliances(data);
    bool changed = player_row(sheet, 0, known);
    changed |= player_row(sheet, 1, known);
    changed |= roll_off(session, sheet);
    return changed;
}

}  // namespace app::aos4
