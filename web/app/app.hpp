#pragma once
// One frame of Battleboard: lays out the board and the panel for the screen's shape, and draws both.
#include "app/board_view.hpp"
#include "app/session.hpp"
#include "app/share_panel.hpp"
#include "app/shared_link_view.hpp"
#include "app/side_panel.hpp"

#include <string>

namespace app {

class App {
public:
    void frame();
    std::string state_json() const;

private:
    Session session_;
    BoardView board_;
    PanelState panel_;
    SharePanel share_;
    SharedLinkView shared_link_;
    long frame_ = 0;
};

} // namespace app
