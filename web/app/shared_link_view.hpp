#pragma once
// Opening a share link: when the page's address gains a link fragment, it is decoded and shown read-only
// (a banner "Shared setup — Keep as my battlefield / Edit a copy / Close" over the shared board, its details
// in the panel). The player's own battlefield is never touched until they keep it; a damaged or foreign link
// only shows a message.
#include "app/session.hpp"
#include "app/side_panel.hpp"
#include "app/view_transform.hpp"

#include <imgui.h>

#include <string>
#include <utility>

namespace app {

class SharedLinkView {
public:
    // Checks the address for a new link; call at the start of every frame.
    void poll(Session& session);
    // Whether this frame shows a shared setup instead of the player's battlefield.
    bool showing(const Session& session) const { return session.preview() != nullptr; }
    // The shared board under its banner, and its details where the panel goes.
    void draw_preview(Session& session, PanelState& panel, ImVec2 board_size, ImVec2 panel_pos, ImVec2 panel_size);
    // Why the last link did not open, over the top of the board, until dismissed.
    void draw_message(ImVec2 board_size);
    // Whether the last link asked for the opponent's view (the board turned); asks once.
    bool take_turned() { return std::exchange(turned_requested_, false); }

private:
    void open(Session& session, std::string fragment);

    std::string message_;
    ViewTransform view_;
    bool turned_ = false;  // the link asked for the opponent's view
    bool turned_requested_ = false;
};

}  // namespace app
