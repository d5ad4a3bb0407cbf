#pragma once
// The Age of Sigmar panels the app draws for this plugin (plugin/panel_protocol.hpp): the selected piece's size
// class against the Citadel Terrain List, the battleplan's objectives round by round (marked on the board), and
// the battlepack's rules to read in the chosen edition.
#include "battleboard/plugin/panel_protocol.hpp"
#include "battleboard/result.hpp"

namespace aos4 {

bb::Result<bb::plugin::panel::PanelsReply> panels(const bb::plugin::panel::PanelsRequest& request);
bb::Result<bb::plugin::panel::ActionReply> act(const bb::plugin::panel::ActionRequest& request);

}  // namespace aos4
