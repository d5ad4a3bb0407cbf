#pragma once
// A game system's own panels: asked of its plugin whenever the battlefield, the selection or the edition
// changed, drawn by the generic renderer, the player's changes sent back and the plugin's answer applied. A
// reply that cannot be used is explained in the panel's place and changes nothing.
#include "app/session/session.hpp"

namespace app {

// Call once a frame, before drawing: asks again when what the plugin sees has changed.
void refresh_plugin_panels(Session& session);
// Draws the plugin's panels of one scope (the battle's in the Battle tab, the selected piece's in Selection).
void draw_plugin_panels(Session& session, bb::plugin::panel::Scope scope);
// Sends a change of a control and applies what the plugin answers.
void send_panel_action(Session& session, bb::plugin::panel::Action action);

}  // namespace app
