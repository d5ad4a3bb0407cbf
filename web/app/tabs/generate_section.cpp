#include "app/tabs/generate_section.hpp"

#include "app/tabs/terrain_box_window.hpp"
#include "app/ui/widget_rects.hpp"
#include "battleboard/layout/generate_layout.hpp"

#include <imgui.h>

#include <cstdio>
#include <string>

namespace app {
namespace {

// The options of the last press, kept until the next one (immediate-mode UI keeps no other place for them).
GenerateOptions options;

const char* symmetry_name(bb::layout::Symmetry s) {
    switch (s) {
        case bb::layout::Symmetry::None: return "Symmetry: none";
        case bb::layout::Symmetry::Point: return "Symmetry: point";
        case bb::layout::Symmetry::Mirror: return "Symmetry: mirror";
    }
    return "";
}

// While generating: how far it has come, and a way to stop it.
void draw_progress(LayoutJob& job) {
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float cancel = ImGui::CalcTextSize("Cancel").x + 2 * ImGui::GetStyle().FramePadding.x;
    char text[64];
    std::snprintf(text, sizeof text, "Placing pieces (attempt %u)", job.attempt());
    ImGui::ProgressBar(static_cast<float>(job.progress()),
                       {ImGui::GetContentRegionAvail().x - cancel - spacing, ImGui::GetFrameHeight()}, text);
    note_widget("generate-progress");
    note_value("generate-progress", text);
    ImGui::SameLine();
    if (ImGui::Button("Cancel", {cancel, 0})) job.cancel();
    note_widget("generate-cancel");
}

float wrapped_height(const std::string& text) {
    if (text.empty()) return 0;
    const float width = ImGui::GetContentRegionAvail().x;
    return ImGui::CalcTextSize(text.c_str(), nullptr, false, width).y + ImGui::GetStyle().ItemSpacing.y;
}

// The printable sheet of the board as it stands, and what became of the last one.
void draw_setup_sheet(const GenerateParts& parts) {
    SetupSheetJob& sheet = parts.setup_sheet;
    ImGui::BeginDisabled(sheet.busy());
    if (ImGui::Button(sheet.busy() ? "Making the setup sheet..." : "Setup sheet (print)", {-1, 0}))
        sheet.start(parts.library, parts.battles.battlefield(), parts.generation);
    ImGui::EndDisabled();
    note_widget("setup-sheet");
    if (!sheet.message().empty()) ImGui::TextWrapped("%s", sheet.message().c_str());
    note_value("setup-sheet", sheet.message());
}

// Where the board's usual feature count comes from when the rules give none, in the game system's words.
const std::string& usual_count_note(const GenerateParts& parts) {
    static const std::string none;
    const auto* size = bb::layout::board_size_of(parts.library.system(), parts.battles.battlefield());
    return size ? size->terrain_note : none;
}

}  // namespace

float generate_section_height(const GenerateParts& parts) {
    float height = 2 * ImGui::GetFrameHeightWithSpacing();  // generate, then symmetry and density
    height += terrain_box_controls_height();
    height += 2 * ImGui::GetFrameHeightWithSpacing();  // re-roll and pin, then the setup sheet
    return height + wrapped_height(usual_count_note(parts)) + wrapped_height(parts.generation.outcome()) +
           wrapped_height(parts.setup_sheet.message());
}

void draw_generate_section(const GenerateParts& parts) {
    const auto& system = parts.library.system();
    const auto& boxes = parts.boxes;
    options.box = boxes.in_use(system.id) ? &boxes.box(system.id) : nullptr;
    const int usual = static_cast<int>(bb::layout::default_feature_count(system, parts.battles.battlefield()));
    const int wanted = wanted_features(usual, options);
    LayoutJob& job = parts.generation;
    const std::string label =
        "Generate layout (" + std::to_string(wanted) + " features" + (options.box ? " from my box)" : ")");
    if (job.running()) {
        draw_progress(job);
    } else {
        if (ImGui::Button(label.c_str(), {-1, 0})) job.start(options, false);
        note_widget("generate-layout");
    }

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
    if (const std::string& note = usual_count_note(parts); !note.empty()) {
        ImGui::TextWrapped("%s", note.c_str());
        note_value("generate-usual", note);
    }
    draw_terrain_box_controls(parts.library, parts.boxes);

    const float half = (ImGui::GetContentRegionAvail().x - spacing) / 2;
    if (ImGui::Button("Re-roll unpinned", {half, 0}) && !job.running()) job.start(options, true);
    note_widget("reroll-layout");
    ImGui::SameLine();
    if (const auto* piece = parts.selection.piece(&parts.battles.battlefield())) {
        const bool pinned = parts.selection.is_pinned(piece->id);
        const std::string pin = (pinned ? "Unpin " : "Pin ") + piece->label;
        if (ImGui::Button(pin.c_str(), {half, 0})) parts.selection.set_pinned(piece->id, !pinned);
        note_widget("pin-piece");
    } else {
        ImGui::TextDisabled("Pick a piece to pin it");
    }
    const std::string& outcome = job.outcome();
    if (!outcome.empty()) ImGui::TextWrapped("%s", outcome.c_str());
    note_value("generate-outcome", outcome);
    draw_setup_sheet(parts);
}

}  // namespace app
