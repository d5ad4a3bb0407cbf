#pragma once
// The app's state as JSON for the page's read-only test hook (window.battleboard.state()).
#include "app/board/board_view.hpp"
#include "app/session/battle_score.hpp"
#include "app/session/battlefields.hpp"
#include "app/session/layout_job.hpp"
#include "app/session/measure_tool.hpp"
#include "app/session/selection.hpp"
#include "app/session/setup_findings.hpp"
#include "app/session/setup_sheet_job.hpp"
#include "app/session/sight_tool.hpp"
#include "app/session/system_library.hpp"
#include "app/session/terrain_box_store.hpp"
#include "app/session/zone_editor.hpp"

#include <nlohmann/json.hpp>

namespace app {

// The game: the systems, the current battlefield, what is picked, the setup check, the score and the view.
// `frame`: frames built so far; `drawn`: how many of them reached the screen (the others showed the same picture).
struct GameParts {
    const SystemLibrary& library;
    const Battlefields& battles;
    const Selection& selection;
    const SetupFindings& findings;
    const BattleScore& score;
};
nlohmann::json game_report(const GameParts& game, const BoardView& board, long frame, long drawn);

// Once a system is chosen: the generator, the setup sheet and the terrain box of `system_id`.
void add_job_report(nlohmann::json& state, const LayoutJob& job, const SetupSheetJob& setup_sheet,
                    const TerrainBoxes& boxes, const std::string& system_id);
// Once a system is chosen: the tape measure, the zone editor and the sight tool on `battlefield`.
void add_tool_report(nlohmann::json& state, const MeasureTool& measure, const ZoneEditor& zones, const SightTool& sight,
                     const bb::model::Battlefield& battlefield);

}  // namespace app
