#pragma once
// The sentence saying that a change of this player's met the other player's (or another tab's) to the same
// thing, and which one both now show: over the bottom of the board, where a player looking at the table sees
// it, until they tap OK or make their next change.
#include "app/session/battle_sync.hpp"

#include <imgui.h>

namespace app {

// `lift` raises it above another message at the board's bottom edge (the "Deleted" toast).
void draw_sync_notice(BattleSync& sync, ImVec2 board_size, float lift);

}  // namespace app
