#pragma once
// The battlefield drawn on its own, away from the screen, for a PNG the players can keep or send.
#include "app/board/board_paint_options.hpp"
#include "battleboard/result.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace app {

struct BoardImage {
    int width = 0, height = 0;
    std::vector<std::uint8_t> rgba;  // rows top to bottom
    std::string file_name;           // <system>-<battleplan>.png
};

// Draws the current battlefield (none before a system is chosen) at a fixed scale with its rulers, breaches and
// system marks (no selection).
bb::Result<BoardImage> draw_board_image(const bb::model::Battlefield* battlefield, const BoardAnswers& answers);

}  // namespace app
