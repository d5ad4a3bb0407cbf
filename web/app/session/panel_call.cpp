#include "app/session/panel_call.hpp"

namespace app {

namespace panel = bb::plugin::panel;

bb::Result<panel::ActionReply> ask_panel_action(const SystemLibrary& library, const panel::ActionRequest& request) {
    auto bytes = library.call(panel::kAct, request);
    if (!bytes) return bytes.error();
    return panel::decode_action_reply(*bytes, library.system(), request.context.battlefield);
}

}  // namespace app
