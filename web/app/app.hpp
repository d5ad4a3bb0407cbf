#pragma once
// One frame of Battleboard: lays out the board and the panel for the screen's shape, and draws both.
#include "app/board/board_view.hpp"
#include "app/live/live_table.hpp"
#include "app/live/play_together_window.hpp"
#include "app/plugin_ui/plugin_panels.hpp"
#include "app/saves/save_store.hpp"
#include "app/scanner/code_scanner.hpp"
#include "app/session/battle_history.hpp"
#include "app/session/battle_score.hpp"
#include "app/session/battle_sync.hpp"
#include "app/session/battlefield_edits.hpp"
#include "app/session/battlefields.hpp"
#include "app/session/dice_tray.hpp"
#include "app/session/layout_job.hpp"
#include "app/session/measure_tool.hpp"
#include "app/session/plugin_panel_state.hpp"
#include "app/session/selection.hpp"
#include "app/session/setup_findings.hpp"
#include "app/session/setup_sheet_job.hpp"
#include "app/session/sight_tool.hpp"
#include "app/session/system_installer.hpp"
#include "app/session/system_library.hpp"
#include "app/session/table_dice.hpp"
#include "app/session/terrain_box_store.hpp"
#include "app/session/zone_editor.hpp"
#include "app/sharing/share_window.hpp"
#include "app/sharing/shared_link_view.hpp"
#include "app/tabs/first_steps.hpp"
#include "app/tabs/generate_section.hpp"
#include "app/tabs/saves_tab.hpp"
#include "app/tabs/side_panel.hpp"

#include <string>

namespace app {

class App {
public:
    // Not copyable: the owners below hold references to each other and call back into this app's saves.
    App();
    App(const App&) = delete;
    App& operator=(const App&) = delete;
    void frame();
    // `drawn`: frames whose picture reached the screen (see RedrawGate).
    std::string state_report(long drawn) const;
    // Whether the app has work of its own for the coming frames (a job's slices, a toast that times out), so
    // the main loop must keep building frames without input.
    bool wants_frames() const;
    // Autosaves at once: the page is being hidden or closed. A hidden tab builds no frames, so what the other
    // tabs sent meanwhile is merged first: its autosave never writes their changes away.
    void page_hidden() {
        sync_.merge_heard();
        saves_.flush(/*closing=*/true);
    }

private:
    void board_toolbar(ImVec2 board_size);
    void view_toolbar(ImVec2 board_size);
    void undo_shortcuts();
    void deleted_toast(ImVec2 board_size);
    float board_height_when_tall(ImVec2 screen) const;
    // Each user is handed only the owners it works with.
    BoardScene board_scene();
    BoardAnswers board_answers() const { return {findings_, score_, plugin_panels_}; }
    PluginPanelParts plugin_panel_parts() { return {library_, battles_, selection_, dice_, sight_, plugin_panels_}; }
    GenerateParts generate_parts();
    TabContents tab_contents();

    // The owners, each of one job; those that work on others' data are given them here, once.
    SystemLibrary library_;  // the installed game systems, their plugins and the chosen one
    SystemInstaller installer_{library_};
    Selection selection_;
    Battlefields battles_{library_, selection_};
    SetupFindings findings_{library_, battles_};
    BattleScore score_{library_, battles_};
    TableDice dice_{library_, battles_, selection_, score_};
    LayoutJob generation_{library_, battles_, selection_, dice_};
    SetupSheetJob setup_sheet_;
    TerrainBoxes terrain_boxes_;
    SightTool sight_;
    ZoneEditor zones_;
    MeasureTool measure_;
    DiceTray dice_tray_;
    PluginPanelState plugin_panels_;
    Deletions deletions_;
    BoardView board_;
    PanelState panel_;
    ShareWindow share_;
    CodeScanner scanner_;
    SharedLinkView shared_link_{library_, battles_};
    SaveStore saves_{library_, battles_};
    SavesTabState saves_tab_;
    FirstSteps first_steps_;
    long frame_ = 0;
    BattleHistory history_{library_, battles_};
    BattleSync sync_{library_, battles_, selection_, plugin_panels_};
    LiveTable live_{library_, battles_, sync_, score_};
    ScanSync scan_sync_{live_, battles_, sync_};
    PlayTogetherWindow play_together_{live_, scan_sync_};
    int deletes_seen_ = 0;
    double toast_until_ = 0;  // "Deleted X - Undo" shows until then (ms)
};

}  // namespace app
