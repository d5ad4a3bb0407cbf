#pragma once
// Draws any panel a game system describes (plugin/panel_protocol.hpp) with touch-sized controls (44 px
// targets), and gives back the player's change as an action. Knows nothing of any game system.
// Test-hook ids: "panel:<panel key>:<control key>", with ":minus"/":plus" for steppers, ":<option id>" for
// choices and ":<row>:<column>" for grid cells; note_value holds what each control shows under the same id.
#include "battleboard/plugin/panel_protocol.hpp"

#include <imgui.h>
#include <map>
#include <optional>
#include <string>

namespace app {

inline constexpr float kTouchTarget = 44.0f;

// The panel's controls; text being typed lives in `drafts` until the player finishes it.
std::optional<bb::plugin::panel::Action> draw_panel(const bb::plugin::panel::Panel& panel,
                                                    std::map<std::string, std::string>& drafts);

}  // namespace app
