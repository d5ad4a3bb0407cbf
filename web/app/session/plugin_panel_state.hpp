#pragma once
// What the app keeps of a game system's own panels (plugin/panel_protocol.hpp) between frames: the plugin's
// last description, why it could not be used, its answer to the player's last change, and text being typed.
#include "battleboard/plugin/panel_protocol.hpp"
#include "battleboard/sync/replica.hpp"

#include <map>
#include <optional>
#include <string>

namespace app {

struct PluginPanelState {
    bb::serial::Bytes asked;  // the request the panels below answer; asked again when it changes
    bb::plugin::panel::PanelsReply reply;
    std::string error;  // the panels could not be shown, in plain words
    std::string message;
    bb::plugin::panel::Tone message_tone = bb::plugin::panel::Tone::Plain;
    std::map<std::string, std::string> drafts;  // text inputs being typed, by "panel/control"
    // An action sent to a plugin still answering it (one the player added, in its Worker), sent again each frame.
    std::optional<bb::plugin::panel::ActionRequest> waiting;
    // Actions that changed the plugin's battle state, until the other tabs and the other phone are sent them
    // (session/battle_sync.hpp).
    std::vector<bb::sync::PanelAction> actions_made;
};

}  // namespace app
