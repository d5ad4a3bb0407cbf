#pragma once
// Board inches <-> screen points. Board y runs up the table; screen y runs down.
#include "battleboard/geometry/vec2.hpp"

#include <imgui.h>

namespace app {

struct ViewTransform {
    ImVec2 bottom_left;          // screen position of board point (0, 0)
    float pixels_per_inch = 10;  // screen points per inch

    ImVec2 to_screen(bb::geo::Vec2 p) const {
        return {bottom_left.x + float(p.x) * pixels_per_inch, bottom_left.y - float(p.y) * pixels_per_inch};
    }
    bb::geo::Vec2 to_board(ImVec2 s) const {
        return {(s.x - bottom_left.x) / pixels_per_inch, (bottom_left.y - s.y) / pixels_per_inch};
    }
};

}  // namespace app
