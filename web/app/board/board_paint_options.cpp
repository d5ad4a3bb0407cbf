#include "app/board/board_paint_options.hpp"

#include "app/board/plugin_marks.hpp"

namespace app {

PaintOptions board_paint_options(const BoardAnswers& answers, const bb::model::Battlefield& battlefield) {
    PaintOptions options;
    for (const auto& finding : answers.findings.findings().items) {
        if (finding.severity != bb::rules::Severity::Breach) continue;
        options.flagged_pieces.insert(finding.piece_ids.begin(), finding.piece_ids.end());
        options.flagged_objectives.insert(finding.objective_ids.begin(), finding.objective_ids.end());
    }
    add_plugin_marks(answers.panels, battlefield, options);
    if (const auto& score = answers.score.score(); score && score->kept)
        for (const auto& player : score->players) options.player_names.push_back(player.name);
    return options;
}

}  // namespace app
