#pragma once
// The selected piece's size class, measured on its current footprint, beside the sizes and scenery piece counts
// the Citadel Terrain List allows it.
#include "battleboard/plugin/panel_protocol.hpp"

#include <optional>
#include <string>
#include <vector>

namespace aos4 {

// Nothing when the piece is not in the catalogue of `edition`.
std::optional<bb::plugin::panel::Panel> size_panel(const bb::model::TerrainPiece& piece, const std::string& edition,
                                                   const bb::sys::SystemDescription& system);
// The catalogue properties the panel shows in its own way.
std::vector<std::string> size_panel_keys();

}  // namespace aos4
