#pragma once
// Warhammer 40,000 7th edition's panels (plugin/panel_protocol.hpp): a fortification's purchases and bill,
// its building's damage rolls and what Detonation! leaves, a piece bought for a fortification, and the 6"
// range those pieces stand within, drawn on the board.
#include "battleboard/plugin/panel_protocol.hpp"

namespace wh40k7 {

bb::Result<bb::plugin::panel::PanelsReply> panels(const bb::plugin::panel::PanelsRequest& request);
bb::Result<bb::plugin::panel::ActionReply> act(const bb::plugin::panel::ActionRequest& request);

}  // namespace wh40k7
