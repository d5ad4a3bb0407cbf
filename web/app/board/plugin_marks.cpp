#include "app/board/plugin_marks.hpp"

#include "app/board/mark_painter.hpp"
#include "app/ui/tone_colour.hpp"

#include <imgui.h>

namespace app {

namespace panel = bb::plugin::panel;

void add_plugin_marks(const PluginPanelState& panels, const bb::model::Battlefield& battlefield,
                      PaintOptions& options) {
    bool at_points = false;
    for (const auto& mark : panels.reply.marks) {
        at_points |= is_point_mark(mark.kind);
        switch (mark.kind) {
            case panel::MarkKind::Ring:
                options.overlay.halos.push_back({mark.piece_id, mark.radius, mark.tone == panel::Tone::Breach});
                break;
            case panel::MarkKind::Badge:
                options.overlay.badges.push_back(
                    {mark.piece_id, mark.text, ImGui::GetColorU32(tone_colour(mark.tone))});
                break;
            case panel::MarkKind::Outline:
                if (mark.tone == panel::Tone::Breach) options.flagged_pieces.insert(mark.piece_id);
                break;
            default: break;  // at points of the board: painted over the objectives below
        }
    }
    if (at_points)
        options.overlay.paint = [&panels, &battlefield](ImDrawList& draw, const ViewTransform& view) {
            paint_point_marks(draw, view, battlefield, panels.reply.marks);
        };
}

}  // namespace app
