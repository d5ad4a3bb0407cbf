#include "app/tabs/dice_tab.hpp"

#include "app/tabs/dice_faces.hpp"
#include "app/ui/theme.hpp"
#include "app/ui/widget_rects.hpp"

#include <algorithm>
#include <string>
#include <vector>

namespace app {

namespace {

using bb::dice::DieKind;
using bb::dice::Reroll;

constexpr float kTarget = 44;                        // a fingertip
const ImVec4 kChosen = {0.78f, 0.52f, 0.12f, 1.0f};  // amber: unlike the hover blue

struct Choice {
    std::string label;
    std::string key;
    bool chosen;
};

// Equal buttons across the width, the chosen one lit. Gives the index tapped, or -1.
int choice_row(const std::vector<Choice>& choices) {
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float width =
        (ImGui::GetContentRegionAvail().x - spacing * float(choices.size() - 1)) / float(choices.size());
    int tapped = -1;
    for (std::size_t i = 0; i < choices.size(); ++i) {
        if (i > 0) ImGui::SameLine();
        if (choices[i].chosen) ImGui::PushStyleColor(ImGuiCol_Button, kChosen);
        if (ImGui::Button(choices[i].label.c_str(), {width, kTarget})) tapped = int(i);
        if (choices[i].chosen) ImGui::PopStyleColor();
        note_widget(choices[i].key);
    }
    return tapped;
}

void kind_row(bb::dice::PoolRequest& pool) {
    static constexpr DieKind kKinds[] = {DieKind::D6, DieKind::D3, DieKind::TwoD6, DieKind::D66};
    std::vector<Choice> choices;
    for (auto kind : kKinds)
        choices.push_back(
            {bb::dice::kind_name(kind), std::string("dice:kind:") + bb::dice::kind_name(kind), pool.kind == kind});
    const int tapped = choice_row(choices);
    if (tapped < 0 || pool.kind == kKinds[tapped]) return;
    pool.kind = kKinds[tapped];
    // Keep targets within the new dice's faces, near the middle for the wide ranges.
    const int low = bb::dice::lowest_face(pool.kind), high = bb::dice::highest_face(pool.kind);
    pool.first.target = std::clamp(pool.first.target, low + 1, high);
    if (pool.kind == DieKind::TwoD6 || pool.kind == DieKind::D66) pool.first.target = (low + high + 1) / 2;
}

void count_row(bb::dice::PoolRequest& pool) {
    ImGui::AlignTextToFramePadding();
    ImGui::Text("Dice: %d", pool.count);
    note_value("dice:count", std::to_string(pool.count));
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float width = (ImGui::GetContentRegionAvail().x - 4 * spacing) / 5;
    struct Step {
        const char* label;
        const char* key;
        int change;
    };
    static constexpr Step kSteps[] = {{"-5", "dice:count:minus5", -5},
                                      {"-1", "dice:count:minus", -1},
                                      {"+1", "dice:count:plus", 1},
                                      {"+5", "dice:count:plus5", 5},
                                      {"+10", "dice:count:plus10", 10}};
    for (std::size_t i = 0; i < std::size(kSteps); ++i) {
        if (i > 0) ImGui::SameLine();
        if (ImGui::Button(kSteps[i].label, {width, kTarget}))
            pool.count = std::clamp(pool.count + kSteps[i].change, 1, bb::dice::kMaxDice);
        note_widget(kSteps[i].key);
    }
}

// The target and the re-roll rule of one step, under keys starting with `key`.
void step_rows(bb::dice::Step& step, DieKind kind, const std::string& key) {
    const int low = bb::dice::lowest_face(kind), high = bb::dice::highest_face(kind);
    ImGui::Text("Success on %d+", step.target);
    note_value(key + ":target", std::to_string(step.target));
    if (high - low <= 5) {
        std::vector<Choice> targets;
        for (int t = low + 1; t <= high; ++t)
            targets.push_back({std::to_string(t) + "+", key + ":target:" + std::to_string(t), step.target == t});
        if (const int tapped = choice_row(targets); tapped >= 0) step.target = low + 1 + tapped;
    } else {
        const int tapped = choice_row({{"-1", key + ":target:minus", false}, {"+1", key + ":target:plus", false}});
        if (tapped >= 0) step.target = std::clamp(step.target + (tapped == 0 ? -1 : 1), low + 1, high);
    }
    // Re-rolling "1s" means the lowest face, which only D6 and D3 players call that.
    const bool ones = kind == DieKind::D6 || kind == DieKind::D3;
    if (!ones && step.reroll == Reroll::Ones) step.reroll = Reroll::None;
    std::vector<Choice> rerolls = {{"No re-roll", key + ":reroll:none", step.reroll == Reroll::None}};
    if (ones) rerolls.push_back({"Re-roll 1s", key + ":reroll:ones", step.reroll == Reroll::Ones});
    rerolls.push_back({"Re-roll fails", key + ":reroll:failures", step.reroll == Reroll::Failures});
    const int tapped = choice_row(rerolls);
    if (tapped == 0) step.reroll = Reroll::None;
    if (tapped > 0) step.reroll = ones && tapped == 1 ? Reroll::Ones : Reroll::Failures;
}

void second_step(DiceTray& tray) {
    auto& pool = tray.pool;
    bool on = pool.second.has_value();
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, kChosen);
    const bool toggle =
        ImGui::Button(on ? "Then roll the successes: on" : "Then roll the successes (e.g. wounds)", {-1, kTarget});
    if (on) ImGui::PopStyleColor();
    note_widget("dice:second");
    if (toggle) {
        if (on) tray.second = *pool.second;
        pool.second = on ? std::nullopt : std::optional(tray.second);
        on = !on;
    }
    if (on) step_rows(*pool.second, pool.kind, "dice:second");
}

void roll_buttons(DiceTray& tray, TableDice& dice) {
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float again_width = tray.last ? ImGui::GetContentRegionAvail().x * 0.35f : 0;
    const std::string label = "Roll " + std::to_string(tray.pool.count) + " " + bb::dice::kind_name(tray.pool.kind);
    ImGui::PushStyleColor(ImGuiCol_Button, ImVec4{0.2f, 0.5f, 0.25f, 1.0f});
    const bool roll = ImGui::Button(label.c_str(), {tray.last ? -(again_width + spacing) : -1, 52});
    ImGui::PopStyleColor();
    note_widget("dice:roll");
    if (roll) tray.last = dice.roll_pool(tray.pool);
    if (!tray.last) return;
    ImGui::SameLine();
    if (ImGui::Button("Again", {-1, 52})) tray.last = dice.roll_pool(tray.last->request);  // the pool last rolled
    note_widget("dice:again");
}

void step_result(const bb::dice::StepRoll& step, DieKind kind, const std::string& title, const std::string& key) {
    const std::string count = std::to_string(step.successes) + (step.successes == 1 ? " success" : " successes") +
                              " of " + std::to_string(step.dice.size()) + " (" + std::to_string(step.step.target) +
                              "+)";
    ImGui::TextUnformatted(title.c_str());
    ImGui::SameLine();
    ImGui::SetWindowFontScale(1.4f);
    ImGui::TextColored(theme::kLegalText, "%s", count.c_str());
    ImGui::SetWindowFontScale(1.0f);
    note_value(key + ":successes", std::to_string(step.successes));
    draw_dice_faces(step, kind, key + ":face");
}

void last_roll(const DiceTray& tray) {
    if (!tray.last) return;
    const auto& roll = *tray.last;
    ImGui::Separator();
    step_result(roll.first, roll.request.kind, "Rolled", "dice:first");
    if (roll.second) step_result(*roll.second, roll.request.kind, "Then", "dice:second");
    theme::text_wrapped(theme::kMutedText, "Green edge: a success. Orange corner: re-rolled.");
    note_value("dice:successes", std::to_string(roll.successes()));
}

void roll_log(Battlefields& battles) {
    const auto& entries = battles.roll_log().entries();
    ImGui::Separator();
    ImGui::AlignTextToFramePadding();
    ImGui::Text("Roll log: %zu roll%s", entries.size(), entries.size() == 1 ? "" : "s");
    note_value("dice:log-count", std::to_string(entries.size()));
    if (entries.empty()) {
        theme::text_wrapped(theme::kMutedText,
                            "Every roll of this battle (dice tray, terrain tables, roll-offs, objectives) is listed "
                            "here with its battle round and kept in your saves.");
        return;
    }
    for (auto it = entries.rbegin(); it != entries.rend(); ++it) {
        const std::string round = it->round == 0 ? "Setup" : "Round " + std::to_string(it->round);
        theme::text_wrapped(theme::kMutedText, "%s: %s", round.c_str(), it->what.c_str());
        ImGui::Indent();
        theme::text_wrapped(theme::kRollResult, "%s", it->result.c_str());
        ImGui::Unindent();
    }
    ImGui::PushStyleColor(ImGuiCol_Button, theme::kDangerButton);
    if (ImGui::Button("New battle: clear the log", {-1, kTarget})) battles.clear_roll_log();
    ImGui::PopStyleColor();
    note_widget("dice:log-clear");
}

}  // namespace

void draw_dice_tab(DiceTray& tray, TableDice& dice, Battlefields& battles) {
    kind_row(tray.pool);
    count_row(tray.pool);
    step_rows(tray.pool.first, tray.pool.kind, "dice:first");
    second_step(tray);
    roll_buttons(tray, dice);
    last_roll(tray);
    roll_log(battles);
}

}  // namespace app
