#pragma once
// The app's state as JSON for the page's read-only test hook (window.battleboard.state()).
#include "app/board_view.hpp"
#include "app/session.hpp"

#include <string>

namespace app {

std::string state_json(const Session& session, const BoardView& board, long frame);

}  // namespace app
