#pragma once
// The latest roll kept on a piece for one of its tables, with the rolls its row led to ("roll again on
// ..."), which the piece keeps right after it.
#include "battleboard/model/battlefield.hpp"
#include "battleboard/system/system_description.hpp"

namespace app {

// Draws "Rolled 8 (3 + 5): Fireball" and the row's text, then each roll it led to; nothing when the table was
// never rolled. What it shows is also noted as value "roll-result:<table id>" for the state hook.
void draw_roll_result(const bb::sys::SystemDescription& system, const bb::model::TerrainPiece& piece,
                      const std::string& table_id);

}  // namespace app
