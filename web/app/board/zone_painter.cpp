#include "app/board/zone_painter.hpp"

#include "app/ui/theme.hpp"

#include <vector>

namespace app {

namespace {

void paint_handle(ImDrawList& draw, ImVec2 at, ImU32 fill) {
    draw.AddCircleFilled(at, kZoneHandleRadius, fill, 16);
    draw.AddCircle(at, kZoneHandleRadius, theme::kPieceOutline, 16, 1.5f);
}

}  // namespace

void paint_zone_editor(ImDrawList& draw, const ViewTransform& view, const bb::model::Battlefield& battlefield,
                       const ZoneEditor& zones) {
    if (!zones.shows_corners()) return;
    if (zones.editing)
        for (const auto& zone : battlefield.territories)
            for (auto corner : zone.area.points) paint_handle(draw, view.to_screen(corner), theme::kTerritoryEdge);
    if (!zones.drawing || zones.draft.empty()) return;
    std::vector<ImVec2> points;
    for (auto corner : zones.draft) points.push_back(view.to_screen(corner));
    draw.AddPolyline(points.data(), int(points.size()), theme::kSelection, ImDrawFlags_None, 3.0f);
    // Where the outline will close when the player finishes.
    if (points.size() >= 3) draw.AddLine(points.back(), points.front(), theme::kHaloEdge, 1.5f);
    for (auto at : points) paint_handle(draw, at, theme::kSelection);
}

}  // namespace app
