#include "app/board_paint_options.hpp"

#include "app/plugin_panels.hpp"
#include "app/system_panels.hpp"

namespace app {

PaintOptions board_paint_options(const Session& session) {
    PaintOptions options;
    for (const auto& finding : session.findings().items) {
        if (finding.severity != bb::rules::Severity::Breach) continue;
        options.flagged_pieces.insert(finding.piece_ids.begin(), finding.piece_ids.end());
        options.flagged_objectives.insert(finding.objective_ids.begin(), finding.objective_ids.end());
    }
    if (const auto* panels = panels_for(session.system().id); panels && panels->board)
        panels->board(session, options.overlay);
    add_plugin_marks(session, options);
    return options;
}

}  // namespace app
