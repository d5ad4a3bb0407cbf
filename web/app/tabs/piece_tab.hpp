#pragma once
#include "app/session/battlefield_edits.hpp"
#include "app/session/battlefields.hpp"
#include "app/session/plugin_panel_state.hpp"
#include "app/session/selection.hpp"
#include "app/session/system_library.hpp"
#include "app/session/table_dice.hpp"

#include <span>
#include <string>

namespace app {

// The selected piece: what it is, its size and rotation, and its rules in plain words.
// `panels` says which tables and properties the system's own panels show instead.
void draw_piece_tab(const SystemLibrary& library, Battlefields& battles, Selection& selection, TableDice& dice,
                    const PluginPanelState& panels, Deletions& deletions);
// What a catalogue piece is and its rules in plain words, read-only (the selection panel and a shared setup);
// leaves out the properties the system's own panels show (`shown_by_panels`).
void draw_piece_rules(const bb::sys::SystemDescription& system, const std::string& edition,
                      const bb::sys::CatalogueEntry& entry, std::span<const std::string> shown_by_panels = {});

}  // namespace app
