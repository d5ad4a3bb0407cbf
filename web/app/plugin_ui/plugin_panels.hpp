#pragma once
// A game system's own panels: asked of its plugin whenever the battlefield, the selection or the edition
// changed, drawn by the generic renderer, the player's changes sent back and the plugin's answer applied. A
// reply that cannot be used is explained in the panel's place and changes nothing.
#include "app/session/battlefields.hpp"
#include "app/session/plugin_panel_state.hpp"
#include "app/session/selection.hpp"
#include "app/session/sight_tool.hpp"
#include "app/session/system_library.hpp"
#include "app/session/table_dice.hpp"

namespace app {

// What the panels see and change: the plugin that answers them, the battlefield and selection they act on, the
// dice their rolls use, the Sight tab's verdict they may follow, and what the app keeps of them.
struct PluginPanelParts {
    const SystemLibrary& library;
    Battlefields& battles;
    Selection& selection;
    TableDice& dice;
    const SightTool& sight;
    PluginPanelState& state;
};

// Call once a frame, before drawing: asks again when what the plugin sees has changed.
void refresh_plugin_panels(const PluginPanelParts& parts);
// Draws the plugin's panels of one scope (the battle's in the Battle tab, the selected piece's in Selection).
void draw_plugin_panels(const PluginPanelParts& parts, bb::plugin::panel::Scope scope);

}  // namespace app
