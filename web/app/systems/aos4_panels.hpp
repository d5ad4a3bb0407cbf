#pragma once
// Age of Sigmar (aos4) panels: a piece's size class, the battle's score sheet and objectives round by round,
// and those objectives drawn over the board.
#include "app/board_painter.hpp"
#include "app/session.hpp"

#include <string_view>

namespace app::aos4 {

void draw_piece_panel(Session& session, bb::model::TerrainPiece& piece);
void draw_battle_panel(Session& session);
void board_overlay(const Session& session, BoardOverlay& overlay);
// The size and scenery-piece properties: the piece panel shows them beside the measured size class.
bool shows(std::string_view key);

}  // namespace app::aos4
