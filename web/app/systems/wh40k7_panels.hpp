#pragma once
// Warhammer 40,000 7th edition: a fortification's purchases and points, the damage its building takes, and the
// 6" its obstacles and Battlement & Battlefield upgrade must stand within.
#include "app/board_painter.hpp"
#include "app/session.hpp"

#include <string_view>

namespace app {

void wh40k7_piece_panel(Session& session, bb::model::TerrainPiece& piece);
void wh40k7_board_overlay(const Session& session, BoardOverlay& overlay);
bool wh40k7_shows(std::string_view key);

}  // namespace app
