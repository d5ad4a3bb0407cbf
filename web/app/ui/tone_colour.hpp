#pragma once
// The colour a plugin's tone (muted, legal, breach, result) is drawn in: the same in panels, their messages
// and the marks on the board.
#include "battleboard/plugin/panel_protocol.hpp"

#include <imgui.h>

namespace app {

ImVec4 tone_colour(bb::plugin::panel::Tone tone);

}  // namespace app
