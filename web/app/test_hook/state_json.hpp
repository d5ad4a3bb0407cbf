#pragma once
// The app's state as JSON for the page's read-only test hook (window.battleboard.state()).
#include "app/board/board_view.hpp"
#include "app/session/session.hpp"

#include <string>

namespace app {

// `frame`: frames built so far; `drawn`: how many of them reached the screen (the others showed the same picture).
std::string state_json(const Session& session, const BoardView& board, long frame, long drawn);

}  // namespace app
