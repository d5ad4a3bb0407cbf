#pragma once
// One frame of Battleboard: lays out the board and the panel for the screen's shape, and draws both.
#include "app/board/board_view.hpp"
#include "app/saves/save_store.hpp"
#include "app/session/battle_history.hpp"
#include "app/session/session.hpp"
#include "app/session/tab_sync.hpp"
#include "app/sharing/share_panel.hpp"
#include "app/sharing/shared_link_view.hpp"
#include "app/tabs/first_steps.hpp"
#include "app/tabs/saves_panel.hpp"
#include "app/tabs/side_panel.hpp"

#include <string>

namespace app {

class App {
public:
    // Not copyable: the session calls back into this app's saves.
    App();
    App(const App&) = delete;
    App& operator=(const App&) = delete;
    void frame();
    // `drawn`: frames whose picture reached the screen (see RedrawGate).
    std::string state_json(long drawn) const;
    // Whether the app has work of its own for the coming frames (a job's slices, a toast that times out), so
    // the main loop must keep building frames without input.
    bool wants_frames() const;
    // Autosaves at once: the page is being hidden or closed. A hidden tab builds no frames, so what the other
    // tabs sent meanwhile is merged first: its autosave never writes their changes away.
    void page_hidden() {
        tabs_.merge_heard(session_);
        saves_.flush(session_, /*closing=*/true);
    }

private:
    void board_toolbar(ImVec2 board_size);
    void view_toolbar(ImVec2 board_size);
    void undo_shortcuts();
    void deleted_toast(ImVec2 board_size);
    float board_height_when_tall(ImVec2 screen) const;

    Session session_;
    BoardView board_;
    PanelState panel_;
    SharePanel share_;
    SharedLinkView shared_link_;
    SaveStore saves_;
    SavesPanelState saves_panel_;
    FirstSteps first_steps_;
    long frame_ = 0;
    BattleHistory history_;
    TabSync tabs_;
    int deletes_seen_ = 0;
    double toast_until_ = 0;  // "Deleted X - Undo" shows until then (ms)
};

}  // namespace app
