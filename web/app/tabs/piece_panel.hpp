#pragma once
#include "app/session/session.hpp"

#include <span>
#include <string>

namespace app {

// The selected piece: what it is, its size and rotation, and its rules in plain words.
void draw_piece_panel(Session& session);
// What a catalogue piece is and its rules in plain words, read-only (the selection panel and a shared setup);
// leaves out the properties the system's own panels show (`shown_by_panels`).
void draw_piece_rules(const bb::sys::SystemDescription& system, const std::string& edition,
                      const bb::sys::CatalogueEntry& entry, std::span<const std::string> shown_by_panels = {});

}  // namespace app
