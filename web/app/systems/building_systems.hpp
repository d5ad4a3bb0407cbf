#pragma once
// The piece panels of the systems whose units occupy buildings, for the table in app/system_panels.cpp.
#include "app/session.hpp"

namespace app {

void wfb8_piece_panel(Session& session, bb::model::TerrainPiece& piece);
void tow_piece_panel(Session& session, bb::model::TerrainPiece& piece);

}  // namespace app
