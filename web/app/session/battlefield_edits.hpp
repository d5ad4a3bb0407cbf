#pragma once
// The player's edits of a battlefield that also move the selection: adding a piece or an objective marker
// (selected at once), laying out a battleplan, deleting what is selected.
#include "app/session/selection.hpp"
#include "battleboard/model/battlefield.hpp"
#include "battleboard/system/system_description.hpp"

#include <cstdint>
#include <string>

namespace app {

// What the last delete removed ("Obstacle", "objective 2") and how many deletes there have been, for the
// "Deleted X - Undo" toast.
struct Deletions {
    std::string last;
    int count = 0;
};

// Places a new piece from the catalogue near the middle of the board and selects it.
std::uint32_t add_piece(bb::model::Battlefield& battlefield, Selection& selection,
                        const bb::sys::CatalogueEntry& entry);
std::uint32_t add_objective(bb::model::Battlefield& battlefield, Selection& selection);
// Lays out the battleplan's territories and objectives, scaled to the board.
void apply_battleplan(bb::model::Battlefield& battlefield, Selection& selection,
                      const bb::sys::SystemDescription& system, const std::string& battleplan_id);
void delete_selected(bb::model::Battlefield& battlefield, Selection& selection, Deletions& deletions);
// Sets the board's size within what a table can be, keeping every piece on it.
void set_board_size(bb::model::Battlefield& battlefield, double width, double depth);

}  // namespace app
