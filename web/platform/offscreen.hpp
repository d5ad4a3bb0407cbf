#pragma once
// Renders an ImGui draw list into an image of its own size, away from the screen (the board for PNG export).
#include "battleboard/result.hpp"

#include <imgui.h>
#include <cstdint>
#include <vector>

namespace platform {

// RGBA pixels, rows top to bottom. Needs the app's graphics context (call between frames' drawing).
bb::Result<std::vector<std::uint8_t>> render_offscreen(ImDrawList& list, int width, int height, ImVec4 background);

}  // namespace platform
