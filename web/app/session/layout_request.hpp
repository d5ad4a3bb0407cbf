#pragma once
// What "Generate layout" asks of the generator: the player's choices (symmetry, density, their terrain box)
// turned into a layout request for the current system's board, with the system's setup check to accept spots.
#include "app/session/generate_options.hpp"
#include "app/session/selection.hpp"
#include "app/session/system_library.hpp"
#include "battleboard/layout/generate_layout.hpp"

namespace app {

// What to generate on `battlefield`: catalogue pieces at spots the setup rules accept until the board has the
// system's feature count (plus the density). Pieces already placed stay, or only the pinned ones for a re-roll.
// The seed is left for the caller to draw.
bb::Result<bb::layout::LayoutRequest> layout_request(const SystemLibrary& library,
                                                     const bb::model::Battlefield& battlefield,
                                                     const Selection& selection, const GenerateOptions& options,
                                                     bool reroll);
// The current system's setup check, for the generator (it keeps the plugin alive while it runs).
bb::Result<bb::layout::LayoutCheck> layout_check(const SystemLibrary& library);

}  // namespace app
