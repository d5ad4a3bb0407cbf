#include "app/board/measure_overlay.hpp"

#include "app/ui/theme.hpp"
#include "app/ui/widget_rects.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

namespace app {

namespace {

void label(ImDrawList& draw, ImVec2 anchor, const std::string& text) {
    const ImVec2 size = ImGui::CalcTextSize(text.c_str());
    ImVec2 min{anchor.x - size.x / 2 - 5, anchor.y - size.y - 10}, max{anchor.x + size.x / 2 + 5, anchor.y - 6};
    // Kept wholly on the board's area: a tape near an edge of a phone's screen still shows its reading.
    const ImVec2 area_min = draw.GetClipRectMin(), area_max = draw.GetClipRectMax();
    const float shift_x = std::max(area_min.x - min.x, 0.0f) - std::max(max.x - area_max.x, 0.0f);
    const float shift_y = std::max(area_min.y - min.y, 0.0f) - std::max(max.y - area_max.y, 0.0f);
    min = {min.x + shift_x, min.y + shift_y};
    max = {max.x + shift_x, max.y + shift_y};
    draw.AddRectFilled(min, max, theme::kLabelBacking, 4.0f);
    draw.AddText({min.x + 5, min.y + 2}, theme::kPieceLabel, text.c_str());
    note_rect("text:tape", min, max);
}

std::string inches(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f\"", value);
    return text;
}

}  // namespace

void draw_measure_button(MeasureTool& measure) {
    if (measure.active) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    // "Done" while measuring (the status line says the tape is out): short, so both toolbars fit one phone row.
    const bool pressed = ImGui::Button(measure.active ? "Done" : "Measure");
    if (measure.active) ImGui::PopStyleColor();
    note_widget("measure");
    if (pressed) measure.toggle();
}

void paint_measure(ImDrawList& draw, const ViewTransform& view, const bb::model::Battlefield& battlefield,
                   const MeasureTool& measure) {
    if (!measure.active) return;
    const auto reading = measure.read(battlefield);
    if (!reading) return;
    const ImVec2 a = view.to_screen(*measure.from), b = view.to_screen(*measure.to);
    draw.AddLine(a, b, theme::kPieceOutline, 6.0f);
    draw.AddLine(a, b, theme::kTape, 3.0f);
    // Ticks across the tape at each end, where the measurement starts and stops.
    const float dx = b.x - a.x, dy = b.y - a.y, span = std::sqrt(dx * dx + dy * dy);
    if (span > 0) {
        const ImVec2 across{-dy / span * 8, dx / span * 8};
        for (const ImVec2 end : {a, b})
            draw.AddLine({end.x - across.x, end.y - across.y}, {end.x + across.x, end.y + across.y}, theme::kTape,
                         3.0f);
    }
    std::string text = inches(reading->length);
    if (reading->gap)
        text += "\n" + reading->from.name + " to " + reading->to.name + ": " + inches(*reading->gap) + " edge to edge";
    label(draw, {(a.x + b.x) / 2, std::min(a.y, b.y)}, text);
}

}  // namespace app
