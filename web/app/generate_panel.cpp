#include "app/generate_panel.hpp"

#include "app/widget_rects.hpp"
#include "battleboard/layout/generate_layout.hpp"

#include <imgui.h>

#include <string>

namespace app {
namespace {

// The outcome of the last press, shown until the next one (immediate-mode UI keeps no other place for it).
std::string outcome;
std::string outcome_system;  // the game system it is about: another system's board does not show it

}  // namespace

float generate_panel_height() {
    float height = ImGui::GetFrameHeightWithSpacing();
    if (!outcome.empty()) {
        const float width = ImGui::GetContentRegionAvail().x;
        height += ImGui::CalcTextSize(outcome.c_str(), nullptr, false, width).y + ImGui::GetStyle().ItemSpacing.y;
    }
    return height;
}

void draw_generate_panel(Session& session) {
    if (outcome_system != session.system().id) outcome.clear();
    const std::size_t usual = bb::layout::default_feature_count(session.system(), session.battlefield());
    const std::string label = "Generate layout (" + std::to_string(usual) + " features)";
    if (ImGui::Button(label.c_str(), {-1, 0})) {
        auto added = session.fill_layout();
        outcome_system = session.system().id;
        outcome = added ? "Added " + std::to_string(*added) + " pieces where the setup rules allow them."
                        : added.error().message;
    }
    note_widget("generate-layout");
    if (!outcome.empty()) ImGui::TextWrapped("%s", outcome.c_str());
}

}  // namespace app
