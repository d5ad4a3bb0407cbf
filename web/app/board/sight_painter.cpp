#include "app/board/sight_painter.hpp"

#include "app/ui/theme.hpp"

#include <algorithm>
#include <cstdio>

namespace app {

float sight_marker_radius(const ViewTransform& view, const bb::rules::ModelSpot& model) {
    constexpr float kSmallestGrab = 9.0f;
    return std::max(kSmallestGrab, float(model.base / 2) * view.pixels_per_inch);
}

ImU32 sight_map_colour(std::uint8_t spot) {
    constexpr int kAlpha = 150;  // terrain stays readable under the map
    const auto c = bb::rules::spot_colour(spot);
    return IM_COL32(c.r, c.g, c.b, kAlpha);
}

void paint_sight_map(ImDrawList& draw, const ViewTransform& view, const bb::rules::SightMap& map) {
    const double s = map.spacing;
    for (std::uint32_t row = 0; row < map.rows; ++row) {
        for (std::uint32_t start = 0; start < map.columns;) {
            const std::uint8_t spot = map.at(start, row);
            std::uint32_t end = start + 1;
            while (end < map.columns && map.at(end, row) == spot) ++end;
            draw.AddRectFilled(view.to_screen({start * s, row * s}), view.to_screen({end * s, (row + 1) * s}),
                               sight_map_colour(spot));
            start = end;
        }
    }
}

void paint_sight(ImDrawList& draw, const ViewTransform& view, const bb::model::Battlefield& battlefield,
                 const SightTool& sight) {
    using bb::rules::Visibility;
    if (!sight.map.spots.empty()) paint_sight_map(draw, view, sight.map);
    const ImU32 line_colour = sight.answer.visibility == Visibility::Hidden         ? theme::kSightHidden
                              : sight.answer.visibility == Visibility::PartlyHidden ? theme::kSightPartly
                                                                                    : theme::kSightClear;
    for (const auto& reason : sight.answer.reasons) {
        const auto* piece = battlefield.find_piece(reason.piece_id);
        if (!piece) continue;
        std::vector<ImVec2> outline;
        for (const auto& p : piece->on_board().points) outline.push_back(view.to_screen(p));
        draw.AddPolyline(outline.data(), int(outline.size()), line_colour, ImDrawFlags_Closed, 3.0f);
    }
    const ImVec2 from = view.to_screen(sight.observer.position), to = view.to_screen(sight.target.position);
    draw.AddLine(from, to, line_colour, 3.0f);
    for (const auto* model : {&sight.observer, &sight.target}) {
        const ImVec2 at = view.to_screen(model->position);
        const float radius = sight_marker_radius(view, *model);
        draw.AddCircleFilled(at, radius, model == &sight.observer ? theme::kSightObserver : theme::kSightTarget, 32);
        draw.AddCircle(at, radius, theme::kPieceOutline, 32, 2.0f);
    }
    char text[32];
    std::snprintf(text, sizeof text, "%.1f\"", sight.answer.distance);
    const ImVec2 middle{(from.x + to.x) / 2, (from.y + to.y) / 2};
    const ImVec2 size = ImGui::CalcTextSize(text);
    draw.AddRectFilled({middle.x - size.x / 2 - 4, middle.y - size.y - 8}, {middle.x + size.x / 2 + 4, middle.y - 4},
                       theme::kLabelBacking, 4.0f);
    draw.AddText({middle.x - size.x / 2, middle.y - size.y - 6}, theme::kPieceLabel, text);
}

}  // namespace app
