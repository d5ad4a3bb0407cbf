#pragma once
// Warhammer 40,000 10th edition's panels: the saving throw against a ranged attack with the Benefit of Cover
// (taken from the Sight tab's verdict when one is shown), and a word on the custom deployment map.
#include "battleboard/plugin/panel_protocol.hpp"

namespace wh40k10 {

bb::Result<bb::plugin::panel::PanelsReply> panels(const bb::plugin::panel::PanelsRequest& request);
bb::Result<bb::plugin::panel::ActionReply> act(const bb::plugin::panel::ActionRequest& request);

}  // namespace wh40k10
