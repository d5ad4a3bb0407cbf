#pragma once
// Draws the battlefield to scale: felt, inch grid, edge rulers, terrain pieces, objectives, selection, and the
// ranges and badges a game system adds.
#include "app/ui/view_transform.hpp"
#include "battleboard/model/battlefield.hpp"

#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace app {

// Marks a game system adds to the board (its plugin panels ask for them).
struct RangeHalo {
    std::uint32_t piece_id = 0;
    double range = 0;     // inches around the piece's footprint
    bool breach = false;  // something that must stand within it does not
};

struct PieceBadge {
    std::uint32_t piece_id = 0;
    std::string text;  // a word or two: "Ruins", "AV -2"
    ImU32 colour = 0;
};

struct BoardOverlay {
    std::vector<RangeHalo> halos;
    std::vector<PieceBadge> badges;
    // Anything else, drawn over the objectives: where a battleplan's objectives stand in a given battle round.
    std::function<void(ImDrawList&, const ViewTransform&)> paint;
};

struct PaintOptions {
    std::optional<std::uint32_t> selected;
    std::optional<std::uint32_t> selected_objective;
    std::set<std::uint32_t> flagged_pieces;  // involved in a setup-rule breach
    std::set<std::uint32_t> flagged_objectives;
    float rotate_handle_distance = 0;  // screen points above the selected piece; 0 hides the handle
    BoardOverlay overlay;
    std::vector<std::string> player_names;  // whose territory is whose, in seat order
};

void paint_board(ImDrawList& draw, const ViewTransform& view, const bb::model::Battlefield& battlefield,
                 const PaintOptions& options);

// One objective marker with its name; system overlays draw the markers a battle round adds with it.
void paint_objective(ImDrawList& draw, const ViewTransform& view, const bb::model::Objective& objective, bool selected,
                     bool flagged);

// Where the rotate handle of a piece is drawn, in screen points.
ImVec2 rotate_handle_position(const ViewTransform& view, const bb::model::TerrainPiece& piece, float distance);

}  // namespace app
