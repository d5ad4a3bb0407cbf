#pragma once
// Age of Sigmar (aos4) panels: a piece's size class, the battle's score sheet and objectives round by round,
// and those objectives drawn over the board.
#include "app/session.hpp"
#include "app/view_transform.hpp"

namespace app::aos4 {

void draw_piece_panel(Session& session, bb::model::TerrainPiece& piece);
void draw_battle_panel(Session& session);
void paint_board_marks(Session& session, ImDrawList& draw, const ViewTransform& view);

} // namespace app::aos4
