#include "app/generate_panel.hpp"

#include "app/widget_rects.hpp"
#include "battleboard/layout/fairness.hpp"
#include "battleboard/layout/generate_layout.hpp"

#include <imgui.h>

#include <cstdio>
#include <string>

namespace app {
namespace {

// The options and the outcome of the last press, kept until the next one (immediate-mode UI keeps no other
// place for them).
GenerateOptions options;
std::string outcome;
std::string outcome_system;  // the game system it is about: another system's board does not show it

const char* symmetry_name(bb::layout::Symmetry s) {
    switch (s) {
        case bb::layout::Symmetry::None: return "Symmetry: none";
        case bb::layout::Symmetry::Point: return "Symmetry: point";
        case bb::layout::Symmetry::Mirror: return "Symmetry: mirror";
    }
    return "";
}

// The fairness figures of the layout just made, in a few short lines.
std::string fairness_text(const bb::model::Battlefield& battlefield) {
    const auto f = bb::layout::measure_fairness(battlefield);
    char line[200];
    std::snprintf(line, sizeof line,
                  "\n%s | %s: sight-blocking %.0f | %.0f sq in, hidden from the enemy %.0f%% | %.0f%%",
                  f.first.name.c_str(), f.second.name.c_str(), f.first.blocking_area, f.second.blocking_area,
                  100 * f.first.hidden_share, 100 * f.second.hidden_share);
    std::string text = line;
    for (std::size_t i = 0; i < f.objective_labels.size(); ++i) {
        std::snprintf(line, sizeof line, "\nto objective %s: %.1f\" | %.1f\"", f.objective_labels[i].c_str(),
                      f.first.objective_distances[i], f.second.objective_distances[i]);
        text += line;
    }
    return text;
}

void report(Session& session, const bb::Result<std::size_t>& added) {
    outcome_system = session.system().id;
    outcome = added ? "Added " + std::to_string(*added) + " pieces where the setup rules allow them." +
                          fairness_text(session.battlefield())
                    : added.error().message;
}

}  // namespace

float generate_panel_height() {
    float height = 2 * ImGui::GetFrameHeightWithSpacing();  // generate, then symmetry and density
    height += ImGui::GetFrameHeightWithSpacing();           // re-roll and pin
    if (!outcome.empty()) {
        const float width = ImGui::GetContentRegionAvail().x;
        height += ImGui::CalcTextSize(outcome.c_str(), nullptr, false, width).y + ImGui::GetStyle().ItemSpacing.y;
    }
    return height;
}

void draw_generate_panel(Session& session) {
    if (outcome_system != session.system().id) outcome.clear();
    const int usual = static_cast<int>(bb::layout::default_feature_count(session.system(), session.battlefield()));
    const int wanted = std::max(1, usual + options.density);
    const std::string label = "Generate layout (" + std::to_string(wanted) + " features)";
    if (ImGui::Button(label.c_str(), {-1, 0})) report(session, session.fill_layout(options));
    note_widget("generate-layout");

    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float quarter = (ImGui::GetContentRegionAvail().x - 3 * spacing) / 4;
    if (ImGui::Button(symmetry_name(options.symmetry), {2 * quarter + spacing, 0}))
        options.symmetry = static_cast<bb::layout::Symmetry>((static_cast<int>(options.symmetry) + 1) % 3);
    note_widget("generate-symmetry");
    note_value("generate-symmetry", symmetry_name(options.symmetry));
    ImGui::SameLine();
    if (ImGui::Button("Fewer", {quarter, 0}) && wanted > 1) --options.density;
    note_widget("generate-fewer");
    ImGui::SameLine();
    if (ImGui::Button("More", {quarter, 0})) ++options.density;
    note_widget("generate-more");

    const float half = (ImGui::GetContentRegionAvail().x - spacing) / 2;
    if (ImGui::Button("Re-roll unpinned", {half, 0})) report(session, session.reroll(options));
    note_widget("reroll-layout");
    ImGui::SameLine();
    if (const auto* piece = session.selected_piece()) {
        const bool pinned = session.pinned.count(piece->id) > 0;
        const std::string pin = (pinned ? "Unpin " : "Pin ") + piece->label;
        if (ImGui::Button(pin.c_str(), {half, 0})) {
            if (pinned)
                session.pinned.erase(piece->id);
            else
                session.pinned.insert(piece->id);
        }
        note_widget("pin-piece");
    } else {
        ImGui::TextDisabled("Pick a piece to pin it");
    }
    if (!outcome.empty()) ImGui::TextWrapped("%s", outcome.c_str());
    note_value("generate-outcome", outcome);
}

}  // namespace app
