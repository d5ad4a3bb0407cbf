#pragma once
// Example Skirmish's panels: the supply crate's panel (every kind of control) and the battle's score sheet.
#include "battleboard/plugin/panel_protocol.hpp"

namespace example {

bb::Result<bb::plugin::panel::PanelsReply> panels(const bb::plugin::panel::PanelsRequest& request);
bb::Result<bb::plugin::panel::ActionReply> act(const bb::plugin::panel::ActionRequest& request);

}  // namespace example
