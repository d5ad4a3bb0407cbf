#include "app/plugin_ui/panel_renderer.hpp"

#include "app/ui/theme.hpp"
#include "app/ui/tone_colour.hpp"
#include "app/ui/widget_rects.hpp"

#include <imgui.h>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace app {

namespace {

namespace panel = bb::plugin::panel;
using panel::Action;
using panel::Control;
using panel::Kind;

std::string number_text(double value, Kind kind) {
    char text[32];
    std::snprintf(text, sizeof text, kind == Kind::Whole ? "%.0f" : "%g", value);
    return text;
}

const char* tone_name(panel::Tone tone) {
    switch (tone) {
        case panel::Tone::Muted: return "muted";
        case panel::Tone::Legal: return "legal";
        case panel::Tone::Breach: return "breach";
        case panel::Tone::Result: return "result";
        case panel::Tone::Plain: break;
    }
    return "plain";
}

// Everything drawing one control needs; `act` starts the action the control sends.
struct ControlContext {
    const panel::Panel& panel;
    const Control& control;
    std::string id;  // test-hook id
    std::optional<Action>& out;

    Action& act() {
        out = Action{};
        out->panel_key = panel.key;
        out->control_key = control.key;
        return *out;
    }
};

void label_line(const Control& c) {
    if (!c.label.empty()) ImGui::TextWrapped("%s", c.label.c_str());
}

// [-] value [+]: a stepper is easier to hit with a thumb than a slider, and scrolling never changes it.
void number(ControlContext& x) {
    const Control& c = x.control;
    label_line(c);
    ImGui::PushID(x.id.c_str());
    const std::string shown = number_text(c.value, c.kind);
    const bool can_lower = c.enabled && c.value - c.step >= c.min - 1e-9;
    const bool can_raise = c.enabled && c.value + c.step <= c.max + 1e-9;
    const float row_y = ImGui::GetCursorPosY();
    if (!can_lower) ImGui::BeginDisabled();
    if (ImGui::Button("-", {kTouchTarget, kTouchTarget})) x.act().number = std::max(c.min, c.value - c.step);
    if (!can_lower) ImGui::EndDisabled();
    note_widget(x.id + ":minus");
    ImGui::SameLine();
    ImGui::SetCursorPosY(row_y + (kTouchTarget - ImGui::GetTextLineHeight()) / 2);
    ImGui::Text("%6s", shown.c_str());
    ImGui::SameLine();
    ImGui::SetCursorPosY(row_y);
    if (!can_raise) ImGui::BeginDisabled();
    if (ImGui::Button("+", {kTouchTarget, kTouchTarget})) x.act().number = std::min(c.max, c.value + c.step);
    if (!can_raise) ImGui::EndDisabled();
    note_widget(x.id + ":plus");
    note_value(x.id, shown);
    ImGui::PopID();
}

// A full-width row at least the height of a fingertip, drawn as chosen or not. Long text wraps inside the row
// (a phone is too narrow for a battle tactic's whole name) and the row grows to hold it.
bool option_row(const std::string& id, const std::string& text, bool chosen, bool enabled) {
    if (!enabled) ImGui::BeginDisabled();
    ImGui::PushID(id.c_str());  // two choices may offer the same option (occupant and assailant both "Cavalry")
    const ImVec2 padding = ImGui::GetStyle().FramePadding;
    const float wrap = std::max(1.0f, ImGui::GetContentRegionAvail().x - 2 * padding.x);
    const ImVec2 text_size = ImGui::CalcTextSize(text.c_str(), nullptr, false, wrap);
    const float height = std::max(kTouchTarget, text_size.y + 2 * padding.y);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const bool pressed = ImGui::Selectable("##row", chosen, 0, {0, height});
    ImGui::GetWindowDrawList()->AddText(ImGui::GetFont(), ImGui::GetFontSize(),
                                        {at.x + padding.x, at.y + (height - text_size.y) / 2},
                                        ImGui::GetColorU32(ImGuiCol_Text), text.c_str(), nullptr, wrap);
    ImGui::PopID();
    if (!enabled) ImGui::EndDisabled();
    note_widget(id);
    return pressed;
}

std::string option_text(const panel::Option& o, bool multiple, bool chosen) {
    std::string text = multiple ? (chosen ? "[x] " : "[  ] ") : (chosen ? "(o) " : "(  ) ");
    text += o.label;
    if (o.has_points) text += "  (" + std::to_string(o.points) + " pts)";
    return text;
}

void choices(ControlContext& x, const std::vector<panel::Option>& options, bool multiple) {
    const Control& c = x.control;
    std::string shown;
    for (const auto& o : options) {
        const bool chosen = std::find(c.chosen.begin(), c.chosen.end(), o.id) != c.chosen.end();
        if (chosen) shown += (shown.empty() ? "" : ", ") + o.id;
        if (!option_row(x.id + ":" + o.id, option_text(o, multiple, chosen), chosen, c.enabled)) continue;
        Action& a = x.act();
        if (!multiple) {
            a.chosen = {o.id};
            continue;
        }
        // In the options' order, so the plugin sees the same list however it was tapped.
        for (const auto& other : options) {
            const bool was = std::find(c.chosen.begin(), c.chosen.end(), other.id) != c.chosen.end();
            if (other.id == o.id ? !was : was) a.chosen.push_back(other.id);
        }
    }
    note_value(x.id, shown);
}

void dice_roll(ControlContext& x) {
    const Control& c = x.control;
    label_line(c);
    if (!c.enabled) ImGui::BeginDisabled();
    if (ImGui::Button(("Roll##" + x.id).c_str(), {-1, kTouchTarget})) x.act();  // the session rolls the dice
    if (!c.enabled) ImGui::EndDisabled();
    note_widget(x.id);
    if (!c.text.empty()) theme::text_wrapped(tone_colour(c.tone), "%s", c.text.c_str());
    note_value(x.id, c.text);
    if (c.options.empty()) return;
    // The choice the result leads to, made after the roll.
    std::string shown;
    for (const auto& o : c.options) {
        const bool chosen = !c.chosen.empty() && c.chosen.front() == o.id;
        if (chosen) shown = o.id;
        if (option_row(x.id + ":" + o.id, option_text(o, false, chosen), chosen, c.enabled)) x.act().chosen = {o.id};
    }
    note_value(x.id + ":choice", shown);
}

void text_input(ControlContext& x, std::map<std::string, std::string>& drafts) {
    const Control& c = x.control;
    label_line(c);
    std::string& draft = drafts.try_emplace(x.id, c.text).first->second;
    char buffer[512];
    std::snprintf(buffer, sizeof buffer, "%s", draft.c_str());
    const std::size_t limit = std::clamp<std::size_t>(std::size_t(c.max), 1, sizeof buffer - 1);
    ImGui::SetNextItemWidth(-1);
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                        {ImGui::GetStyle().FramePadding.x, (kTouchTarget - ImGui::GetFontSize()) / 2});
    const bool entered =
        ImGui::InputText(("##" + x.id).c_str(), buffer, limit + 1, ImGuiInputTextFlags_EnterReturnsTrue);
    ImGui::PopStyleVar();
    draft = buffer;
    note_widget(x.id);
    note_value(x.id, c.text);
    if ((entered || ImGui::IsItemDeactivatedAfterEdit()) && draft != c.text) x.act().text = draft;
    if (!ImGui::IsItemActive()) drafts.erase(x.id);  // shows the plugin's text again once typing is done
}

// Rounds x players: each editable cell is a number field; finishing an edit sends it.
void grid(ControlContext& x, std::map<std::string, std::string>& drafts) {
    const Control& c = x.control;
    label_line(c);
    const int columns = int(c.columns.size()) + 1;
    if (!ImGui::BeginTable(x.id.c_str(), columns, ImGuiTableFlags_Borders | ImGuiTableFlags_SizingStretchSame)) return;
    ImGui::TableSetupColumn("");
    for (const auto& name : c.columns) ImGui::TableSetupColumn(name.c_str());
    ImGui::TableHeadersRow();
    for (std::size_t r = 0; r < c.rows.size(); ++r) {
        const auto& row = c.rows[r];
        ImGui::TableNextRow(0, kTouchTarget);
        ImGui::TableNextColumn();
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(row.label.c_str());
        for (std::size_t col = 0; col < row.cells.size(); ++col) {
            ImGui::TableNextColumn();
            const std::string cell = x.id + ":" + std::to_string(r) + ":" + std::to_string(col);
            const std::string shown = number_text(row.cells[col], Kind::Decimal);
            note_value(cell, shown);
            if (!row.editable || !c.enabled) {
                ImGui::TextUnformatted(shown.c_str());
                continue;
            }
            std::string& draft = drafts.try_emplace(cell, shown).first->second;
            char buffer[24];
            std::snprintf(buffer, sizeof buffer, "%s", draft.c_str());
            ImGui::SetNextItemWidth(-1);
            ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                                {ImGui::GetStyle().FramePadding.x, (kTouchTarget - ImGui::GetFontSize()) / 2});
            const bool entered =
                ImGui::InputText(("##" + cell).c_str(), buffer, sizeof buffer,
                                 ImGuiInputTextFlags_CharsDecimal | ImGuiInputTextFlags_EnterReturnsTrue);
            ImGui::PopStyleVar();
            draft = buffer;
            note_widget(cell);
            if ((entered || ImGui::IsItemDeactivatedAfterEdit()) && draft != shown) {
                Action& a = x.act();
                a.number = std::atof(draft.c_str());
                a.row = std::uint32_t(r);
                a.column = std::uint32_t(col);
            }
            if (!ImGui::IsItemActive()) drafts.erase(cell);
        }
    }
    ImGui::EndTable();
}

void bill(ControlContext& x) {
    const Control& c = x.control;
    label_line(c);
    if (c.rows.empty()) theme::text_wrapped(theme::kMutedText, "Nothing yet.");
    for (const auto& line : c.rows) {
        const double points = line.cells.empty() ? 0 : line.cells.front();
        ImGui::BulletText("%s: %s pts", line.label.c_str(), number_text(points, Kind::Decimal).c_str());
    }
    const std::string total = number_text(c.value, Kind::Decimal);
    ImGui::Text("Total: %s pts", total.c_str());
    note_value(x.id, total);
}

void control(ControlContext& x, std::map<std::string, std::string>& drafts) {
    const Control& c = x.control;
    switch (c.kind) {
        case Kind::Text:
            theme::text_wrapped(tone_colour(c.tone), "%s", c.text.c_str());
            note_widget(x.id);  // where it is, so it can be scrolled into view
            note_value(x.id, c.text);
            note_value(x.id + ":tone", tone_name(c.tone));  // a verdict's colour, for the tests to read
            break;
        case Kind::Whole:
        case Kind::Decimal: number(x); break;
        case Kind::Toggle: {
            const bool on = c.value != 0;
            if (option_row(x.id, std::string(on ? "[x] " : "[  ] ") + c.label, on, c.enabled))
                x.act().number = on ? 0 : 1;
            note_value(x.id, on ? "on" : "off");
            break;
        }
        case Kind::Choice:
        case Kind::MultiChoice:
            label_line(c);
            choices(x, c.options, c.kind == Kind::MultiChoice);
            break;
        case Kind::Button:
            if (!c.enabled) ImGui::BeginDisabled();
            if (ImGui::Button((c.label + "##" + x.id).c_str(), {-1, kTouchTarget})) x.act();
            if (!c.enabled) ImGui::EndDisabled();
            note_widget(x.id);
            break;
        case Kind::DiceRoll: dice_roll(x); break;
        case Kind::TextInput: text_input(x, drafts); break;
        case Kind::Grid: grid(x, drafts); break;
        case Kind::Bill: bill(x); break;
        case Kind::Group:
            ImGui::Spacing();
            ImGui::TextUnformatted(c.label.c_str());
            ImGui::Separator();
            break;
    }
}

// A folding group's heading; says whether its controls show. ImGui keeps it open or closed by its id.
bool fold(ControlContext& x) {
    const Control& c = x.control;
    ImGuiTreeNodeFlags flags =
        ImGuiTreeNodeFlags_NoTreePushOnOpen | ImGuiTreeNodeFlags_SpanAvailWidth | ImGuiTreeNodeFlags_FramePadding;
    if (c.value == panel::kFoldsOpen) flags |= ImGuiTreeNodeFlags_DefaultOpen;
    if (c.depth == 0) flags |= ImGuiTreeNodeFlags_Framed;
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                        {ImGui::GetStyle().FramePadding.x, (kTouchTarget - ImGui::GetFontSize()) / 2});
    const bool open = ImGui::TreeNodeEx((c.label + "###" + x.id).c_str(), flags);
    ImGui::PopStyleVar();
    note_widget(x.id);
    note_value(x.id, c.label);
    return open;
}

}  // namespace

std::optional<Action> draw_panel(const panel::Panel& p, std::map<std::string, std::string>& drafts) {
    std::optional<Action> out;
    ImGui::PushID(p.key.c_str());
    if (!p.title.empty()) ImGui::TextUnformatted(p.title.c_str());
    note_value("panel:" + p.key, p.title);
    constexpr float kIndent = 12;
    int folded_below = -1;  // the depth of a closed folding group whose controls are left out
    for (const auto& c : p.controls) {
        if (folded_below >= 0 && c.depth > folded_below) continue;
        folded_below = -1;
        if (c.depth) ImGui::Indent(kIndent * c.depth);
        ControlContext x{p, c, "panel:" + p.key + ":" + c.key, out};
        if (c.kind == Kind::Group && c.value != panel::kHeading) {
            if (!fold(x)) folded_below = c.depth;
        } else {
            control(x, drafts);
        }
        if (c.depth) ImGui::Unindent(kIndent * c.depth);
    }
    ImGui::PopID();
    return out;
}

}  // namespace app
