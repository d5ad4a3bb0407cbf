#include "app/systems/wh40k10_panels.hpp"

#include "app/theme.hpp"
#include "app/widget_rects.hpp"
#include "battleboard/plugin/wh40k10_operations.hpp"
#include "battleboard/serial/blob.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <initializer_list>

namespace app {

namespace {

namespace ops = bb::plugin::wh40k10_ops;

// The question on screen and the plugin's answer to it, asked again only when the question changes.
struct SaveMemory {
    ops::SaveQuestion question{3, 0, 0, false};
    bb::serial::Bytes asked;
    std::optional<ops::SaveRoll> answer;
    std::string error;
};

// A row of small buttons, one per value, the current one highlighted. `none` names the value 0 when given.
void choice_row(const char* title, const std::string& key, std::int32_t& value, std::initializer_list<int> options,
                const char* format, const char* none = nullptr) {
    ImGui::TextUnformatted(title);
    // As wide as "none" needs, narrower when the row would not fit the panel.
    const float spacing = ImGui::GetStyle().ItemSpacing.x, count = float(options.size());
    const float width = std::min(ImGui::CalcTextSize("none").x + ImGui::GetStyle().FramePadding.x * 2,
                                 (ImGui::GetContentRegionAvail().x - spacing * (count - 1)) / count);
    bool first = true;
    ImGui::PushID(key.c_str());  // rows share labels such as "4+"
    for (int option : options) {
        char label[16];
        std::snprintf(label, sizeof label, option == 0 && none ? none : format, option);
        if (!first) ImGui::SameLine();
        first = false;
        const bool current = value == option;
        if (current) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
        ImGui::PushID(option);
        if (ImGui::Button(label, {width, 0})) value = option;
        ImGui::PopID();
        if (current) ImGui::PopStyleColor();
        note_widget(key + ":" + std::to_string(option));
    }
    ImGui::PopID();
}

void ask(Session& session, SaveMemory& m) {
    auto blob = bb::serial::to_blob(m.question);
    if (blob == m.asked) return;
    m.asked = std::move(blob);
    auto answer = session.request<ops::SaveRoll>(ops::kSave, m.question);
    m.answer.reset();
    m.error.clear();
    if (answer)
        m.answer = *answer;
    else
        m.error = answer.error().message;
}

// Why the answer is what it is, step by step from the numbers asked.
std::vector<std::string> reasons(const ops::SaveQuestion& q, const ops::SaveRoll& a) {
    std::vector<std::string> lines;
    char text[160];
    const int armour = q.save + std::abs(q.ap);
    if (armour > 6)
        std::snprintf(text, sizeof text, "Save %d+ against AP %d leaves no armour save.", q.save, q.ap);
    else
        std::snprintf(text, sizeof text, "Save %d+ against AP %d: armour save %d+.", q.save, q.ap, armour);
    lines.push_back(text);
    if (q.has_cover && a.cover_applied) {
        if (armour - 1 > 6)
            std::snprintf(text, sizeof text, "Benefit of Cover: +1, still no armour save.");
        else
            std::snprintf(text, sizeof text, "Benefit of Cover: +1 makes it %d+.", armour - 1);
        lines.push_back(text);
    } else if (q.has_cover) {
        std::snprintf(text, sizeof text, "No Benefit of Cover: a Save of %d+ gets none against AP 0.", q.save);
        lines.push_back(text);
    }
    if (a.invulnerable_used) {
        std::snprintf(text, sizeof text, "The %d+ invulnerable save is better; cover never improves it.",
                      q.invulnerable);
        lines.push_back(text);
    } else if (q.invulnerable) {
        std::snprintf(text, sizeof text, "The %d+ invulnerable save is no better.", q.invulnerable);
        lines.push_back(text);
    }
    return lines;
}

void save_calculator(Session& session) {
    static SaveMemory m;
    auto& q = m.question;
    ImGui::TextWrapped("Am I in cover? Saving throw against a ranged attack");
    choice_row("Save", "save", q.save, {2, 3, 4, 5, 6}, "%d+");
    choice_row("Armour Penetration", "ap", q.ap, {0, -1, -2, -3, -4, -5, -6}, "%d");
    choice_row("Invulnerable save", "invulnerable", q.invulnerable, {0, 2, 3, 4, 5, 6}, "%d+", "none");
    // A verdict from the Sight tab decides cover, unless the player chooses to set it by hand.
    static bool from_sight = true;
    const auto& sight = session.sight;
    const bool verdict = sight.placed && sight.error.empty();
    if (verdict) {
        ImGui::Checkbox("Cover from the Sight tab's verdict", &from_sight);
        note_widget("cover-from-sight");
    }
    const bool linked = verdict && from_sight;
    if (linked) q.has_cover = sight.answer.in_cover;
    ImGui::BeginDisabled(linked);
    ImGui::Checkbox("Has the Benefit of Cover", &q.has_cover);
    ImGui::EndDisabled();
    note_widget("cover");
    if (linked) ImGui::TextWrapped("Sight tab: the target is %s.", sight.answer.in_cover ? "in cover" : "not in cover");
    ask(session, m);
    if (!m.answer) {
        ImGui::PushStyleColor(ImGuiCol_Text, theme::kErrorText);
        ImGui::TextWrapped("%s", m.error.c_str());
        ImGui::PopStyleColor();
        return;
    }
    const auto& a = *m.answer;
    constexpr int kNoSave = 7;
    if (a.needed >= kNoSave)
        theme::text_wrapped(theme::kRollResult, "No save possible");
    else
        theme::text_wrapped(theme::kRollResult, "Saves on a %d+", a.needed);
    note_value("save-needed", a.needed >= kNoSave ? "none" : std::to_string(a.needed) + "+");
    std::string why;
    for (const auto& line : reasons(q, a)) {
        ImGui::Bullet();
        ImGui::SameLine();
        ImGui::TextWrapped("%s", line.c_str());
        why += (why.empty() ? "" : "\n") + line;
    }
    note_value("save-why", why);
    if (const auto* rules = session.system().find_rules("benefit-of-cover", session.edition());
        rules && ImGui::TreeNode(rules->title.c_str())) {
        ImGui::TextWrapped("%s", rules->text.c_str());
        ImGui::TreePop();
    }
}

}  // namespace

void wh40k10_battle_panel(Session& session) {
    if (session.battlefield().battleplan_id == "custom") {
        ImGui::PushStyleColor(ImGuiCol_Text, theme::kMutedText);
        ImGui::TextWrapped(
            "Custom map: add each objective with \"Objective marker\" on the Terrain tab and drag it "
            "where your mission card puts it.");
        ImGui::PopStyleColor();
    }
    ImGui::Spacing();
    ImGui::Separator();
    save_calculator(session);
}

}  // namespace app
