#pragma once
// A panel action asked of the current system's plugin and its reply read: the one place the app encodes an
// `act` request, calls the plugin and decodes and checks what it answers, for this tab's actions and for the
// other tabs' actions it replays.
#include "app/session/system_library.hpp"
#include "battleboard/plugin/panel_protocol.hpp"

namespace app {

// The reply is checked against the battlefield the request carries.
bb::Result<bb::plugin::panel::ActionReply> ask_panel_action(const SystemLibrary& library,
                                                            const bb::plugin::panel::ActionRequest& request);

}  // namespace app
