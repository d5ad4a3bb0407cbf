#include "app/tabs/sight_tab.hpp"

#include "app/board/sight_painter.hpp"
#include "app/plugin_ui/sight_standing.hpp"
#include "app/ui/theme.hpp"
#include "app/ui/widget_rects.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <string_view>
#include <utility>

namespace app {
namespace {

// Common round bases, in millimetres.
constexpr float kBases[] = {25, 28.5f, 32, 40, 50, 60, 80, 90, 100, 130, 160};
constexpr double kMillimetresPerInch = 25.4;

void base_picker(const char* id, bb::rules::ModelSpot& model) {
    char current[16];
    std::snprintf(current, sizeof current, "%.3g mm", model.base * kMillimetresPerInch);
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
    if (ImGui::BeginCombo(id, current)) {
        for (const float mm : kBases) {
            char label[16];
            std::snprintf(label, sizeof label, "%g mm", mm);
            if (ImGui::Selectable(label)) model.base = mm / kMillimetresPerInch;
        }
        ImGui::EndCombo();
    }
}

void keywords_field(const char* id, bb::rules::ModelSpot& model) {
    std::string joined;
    for (const auto& k : model.keywords) joined += (joined.empty() ? "" : ", ") + k;
    char text[96];
    std::snprintf(text, sizeof text, "%s", joined.c_str());
    ImGui::SetNextItemWidth(-1);
    if (!ImGui::InputTextWithHint(id, "Keywords, e.g. INFANTRY, FLY", text, sizeof text)) return;
    // Split by hand: a std::stringstream here would pull iostreams into the web app (tens of KB).
    model.keywords.clear();
    const std::string_view all(text);
    for (std::size_t start = 0; start <= all.size();) {
        const std::size_t comma = std::min(all.find(',', start), all.size());
        const std::string_view word = all.substr(start, comma - start);
        const auto first = word.find_first_not_of(' '), last = word.find_last_not_of(' ');
        if (first != std::string_view::npos) model.keywords.emplace_back(word.substr(first, last - first + 1));
        start = comma + 1;
    }
}

void model_controls(const std::vector<bb::sys::StandingControl>& standing, const char* title, const char* key,
                    bb::rules::ModelSpot& model, ImU32 colour) {
    ImGui::PushID(key);
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(colour), "%s", title);
    ImGui::SameLine();
    base_picker("##base", model);
    note_widget(std::string("sight-base:") + key);
    // A system that states the model's height in its own terms gives it a stepper below instead.
    const bool system_sets_height = std::any_of(standing.begin(), standing.end(), [](const auto& control) {
        return control.field == bb::sys::StandingControl::Field::height;
    });
    if (!system_sets_height) {
        ImGui::SameLine();
        float height = float(model.height);
        ImGui::SetNextItemWidth(-1);
        if (ImGui::DragFloat("##height", &height, 0.1f, 0.0f, 20.0f, "height %.1f")) model.height = height;
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("How tall the model stands, in inches");
    }
    keywords_field("##keywords", model);
    note_widget(std::string("sight-keywords:") + key);
    draw_standing_controls(standing, key, model);
    ImGui::PopID();
}

// Off, from the observer, or the reverse: one row of buttons, the current one highlighted.
void map_mode_buttons(SightTool& sight) {
    using Mode = SightTool::MapMode;
    constexpr std::pair<Mode, const char*> kModes[] = {
        {Mode::Off, "No map"}, {Mode::FromObserver, "What it sees"}, {Mode::ToTarget, "Who sees target"}};
    const float width = (ImGui::GetContentRegionAvail().x - 2 * ImGui::GetStyle().ItemSpacing.x) / 3;
    for (const auto& [mode, label] : kModes) {
        if (mode != Mode::Off) ImGui::SameLine();
        const bool current = sight.map_mode == mode;
        if (current) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
        if (ImGui::Button(label, {width, 0})) sight.map_mode = mode;
        if (current) ImGui::PopStyleColor();
        note_widget(std::string("sight-map:") + std::to_string(static_cast<int>(mode)));
    }
}

// What the heat map's colours mean, with the covers this map met.
void map_legend(const SightTool& sight) {
    using bb::rules::Visibility;
    const auto swatch = [](std::uint8_t spot, const std::string& text) {
        const ImVec2 at = ImGui::GetCursorScreenPos();
        const float side = ImGui::GetTextLineHeight();
        ImGui::GetWindowDrawList()->AddRectFilled(at, {at.x + side, at.y + side}, sight_map_colour(spot));
        ImGui::Dummy({side, side});
        ImGui::SameLine();
        ImGui::TextWrapped("%s", text.c_str());
    };
    const bool reverse = sight.map_mode == SightTool::MapMode::ToTarget;
    swatch(static_cast<std::uint8_t>(Visibility::Visible), reverse ? "Sees the target in the open" : "In the open");
    swatch(static_cast<std::uint8_t>(Visibility::Visible) | (1 << 2),
           sight.map.covers.empty()
               ? std::string("In cover")
               : "In cover: " + sight.map.covers.front() + (sight.map.covers.size() > 1 ? " (or another)" : ""));
    swatch(static_cast<std::uint8_t>(Visibility::PartlyHidden), "Partly hidden, no cover");
    swatch(static_cast<std::uint8_t>(Visibility::Hidden), reverse ? "Cannot see the target" : "Hidden");
    ImGui::TextWrapped("Tap the board to put the %s there and read why.", reverse ? "looking base" : "target");
}

const char* verdict(bb::rules::Visibility v) {
    switch (v) {
        case bb::rules::Visibility::Visible: return "The target can be seen";
        case bb::rules::Visibility::PartlyHidden: return "The target is partly hidden";
        case bb::rules::Visibility::Hidden: return "The target cannot be seen";
    }
    return "";
}

}  // namespace

void draw_sight_answer(const SightTool& sight) {
    if (!sight.error.empty()) {
        theme::text_wrapped(ImGui::ColorConvertU32ToFloat4(theme::kBreach), "%s", sight.error.c_str());
    } else {
        const auto& a = sight.answer;
        const ImU32 colour = a.visibility == bb::rules::Visibility::Hidden         ? theme::kSightHidden
                             : a.visibility == bb::rules::Visibility::PartlyHidden ? theme::kSightPartly
                                                                                   : theme::kSightClear;
        theme::text_wrapped(ImGui::ColorConvertU32ToFloat4(colour), "%s, %.1f\" away.", verdict(a.visibility),
                            a.distance);
        note_widget("sight-verdict");
        ImGui::TextWrapped("%s", a.in_cover ? ("In cover: " + a.cover).c_str() : "Not in cover.");
        for (const auto& reason : a.reasons) {
            ImGui::Bullet();
            ImGui::TextWrapped("%s", reason.text.c_str());
        }
        if (a.reasons.empty()) ImGui::TextWrapped("No terrain stands between them or around the target.");
    }
}

void draw_sight_tab(const SystemLibrary& library, SightTool& sight) {
    ImGui::TextWrapped("Drag the blue base (looking) and the red base (target) on the board.");
    map_mode_buttons(sight);
    if (!sight.map_error.empty())
        theme::text_wrapped(ImGui::ColorConvertU32ToFloat4(theme::kBreach), "%s", sight.map_error.c_str());
    else if (sight.map_mode != SightTool::MapMode::Off)
        map_legend(sight);
    ImGui::Separator();
    draw_sight_answer(sight);
    ImGui::Separator();
    const std::vector<bb::sys::StandingControl> none;
    const auto& standing = library.has_system() ? library.system().model_standing : none;
    model_controls(standing, "Looking", "observer", sight.observer, theme::kSightObserver);
    model_controls(standing, "Target", "target", sight.target, theme::kSightTarget);
    if (ImGui::Button("Swap them", {-1, 0})) sight.swap();
    note_widget("sight-swap");
}

}  // namespace app
