#pragma once
// Draws the battlefield to scale: felt, inch grid, edge rulers, terrain pieces, objectives, selection.
#include "app/view_transform.hpp"
#include "battleboard/model/battlefield.hpp"

#include <functional>
#include <optional>
#include <set>

namespace app {

struct PaintOptions {
    std::optional<std::uint32_t> selected;
    std::optional<std::uint32_t> selected_objective;
    std::set<std::uint32_t> flagged_pieces;  // involved in a setup-rule breach
    std::set<std::uint32_t> flagged_objectives;
    float rotate_handle_distance = 0;  // screen points above the selected piece; 0 hides the handle
    // Drawn over terrain and objectives (under the rotate handle): marks only one game system needs.
    std::function<void(ImDrawList&, const ViewTransform&)> overlay;
};

void paint_board(ImDrawList& draw, const ViewTransform& view, const bb::model::Battlefield& battlefield,
                 const PaintOptions& options);

// One 40 mm (or other) objective marker, as the board draws them; overlays use it for markers of their own.
void paint_objective(ImDrawList& draw, const ViewTransform& view, const bb::model::Objective& objective, bool selected,
                     bool flagged);

// Where the rotate handle of a piece is drawn, in screen points.
ImVec2 rotate_handle_position(const ViewTransform& view, const bb::model::TerrainPiece& piece, float distance);

} // namespace app
