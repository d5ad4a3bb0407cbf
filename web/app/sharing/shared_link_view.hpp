#pragma once
// Opening a share link: when the page's address gains a link fragment, it is decoded and shown read-only
// (a banner "Shared setup — Keep as my battlefield / Edit a copy / Close" over the shared board, its details
// in the panel, with the system's names once its plugin has loaded, and the score so far). While read-only, a tap
// on a piece shows its rules and the tape measure works on the shared board; neither changes it. The player's own
// battlefield is never touched until they keep it; a damaged link only shows a message, and a link for a game
// system that is not installed says which system it needs and is kept: in Saves when it holds every value itself,
// else in the address bar (a format 4 link cannot be read without its system's catalogue).
#include "app/session/battlefields.hpp"
#include "app/session/measure_tool.hpp"
#include "app/session/sight_tool.hpp"
#include "app/session/system_library.hpp"
#include "app/tabs/side_panel.hpp"
#include "app/ui/view_transform.hpp"
#include "battleboard/rules/battle_summary.hpp"

#include <imgui.h>

#include <functional>
#include <optional>
#include <string>
#include <utility>

namespace app {

class SharedLinkView {
public:
    // Shows a link's setup as `battles`' preview, with the names of its system, loaded from `library`.
    SharedLinkView(SystemLibrary& library, Battlefields& battles) : library_(library), battles_(battles) {}
    SharedLinkView(const SharedLinkView&) = delete;
    SharedLinkView& operator=(const SharedLinkView&) = delete;

    // Checks the address for a new link; call at the start of every frame.
    void poll();
    // Given a live table's join code the page was opened with (`#bj1.…`, from a phone's camera app): it is not a
    // shared setup, so it is handed on rather than opened here.
    std::function<void(std::string)> join_code_opened;
    // The same for one of a battle's sync codes (`#bs2.…`).
    std::function<void(std::string)> sync_code_opened;
    // Whether this frame shows a shared setup instead of the player's battlefield.
    bool showing() const { return battles_.preview() != nullptr; }
    // The shared board under its banner, and its details where the panel goes.
    void draw_preview(PanelState& panel, ImVec2 board_size, ImVec2 panel_pos, ImVec2 panel_size);
    // Whether the shared board's sight map is still being drawn over frames.
    bool drawing_sight_map() const { return sight_.map_job().running(); }
    // Why the last link did not open, over the top of the board, until dismissed.
    void draw_message(ImVec2 board_size);
    // Given a shared setup whose game system is not installed, with the plugin version the link names, to be put
    // aside.
    std::function<void(const bb::model::Battlefield&, const std::string& system_version)> system_missing;
    // Whether the last link asked for the opponent's view (the board turned); asks once.
    bool take_turned() { return std::exchange(turned_requested_, false); }

private:
    void open(std::string fragment);
    void open_pending();
    void open_failed(const bb::Error& error);
    void handle_board_input(const bb::model::Battlefield& shared);
    void details(const bb::model::Battlefield& b);
    void score(const bb::model::Battlefield& b);

    SystemLibrary& library_;
    Battlefields& battles_;
    // A link waiting for its game system's plugin to load.
    struct Pending {
        std::string fragment;
        std::string system;
    };
    std::optional<Pending> pending_;
    bool keep_address_ = false;  // a link of a missing system that only the address keeps: dismissing leaves it
    std::string message_;
    ViewTransform view_;
    bool turned_ = false;  // the link asked for the opponent's view
    bool turned_requested_ = false;
    std::optional<std::uint32_t> selected_;  // the piece whose rules are shown
    MeasureTool measure_;
    SightTool sight_;  // "can he see me?" on the shared board: its bases move, the board does not
    bb::rules::ModelSpot* dragged_base_ = nullptr;
    bool score_asked_ = false;  // the plugin's score is asked once it is loaded, not every frame
    std::optional<bb::rules::BattleSummary> score_;
};

}  // namespace app
