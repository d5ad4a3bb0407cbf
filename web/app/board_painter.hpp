#pragma once
// Draws the battlefield to scale: felt, inch grid, edge rulers, terrain pieces, objectives, selection.
#include "app/view_transform.hpp"
#include "battleboard/model/battlefield.hpp"

#include <optional>
#include <set>

namespace app {

struct PaintOptions {
    std::optional<std::uint32_t> selected;
    std::optional<std::uint32_t> selected_objective;
    std::set<std::uint32_t> flagged_pieces;  // involved in a setup-rule breach
    std::set<std::uint32_t> flagged_objectives;
    float rotate_handle_distance = 0;  // screen points above the selected piece; 0 hides the handle
};

void paint_board(ImDrawList& draw, const ViewTransform& view, const bb::model::Battlefield& battlefield,
                 const PaintOptions& options);

// Where the rotate handle of a piece is drawn, in screen points.
ImVec2 rotate_handle_position(const ViewTransform& view, const bb::model::TerrainPiece& piece, float distance);

} // namespace app
