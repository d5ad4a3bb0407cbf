#pragma once
// Board inches <-> screen points. Board y runs up the table; screen y runs down.
#include "battleboard/geometry/vec2.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>

namespace app {

inline constexpr float kRulerMargin = 34;  // screen points left round a board on screen for its rulers

struct ViewTransform {
    ImVec2 bottom_left;          // screen position of board point (0, 0)
    float pixels_per_inch = 10;  // screen points per inch
    // The opponent's view: the board turned 180 degrees, so (0, 0) is at the top right. Text stays upright
    // because only points are mapped.
    bool turned = false;
    double width = 0, depth = 0;  // the board's size, for turning

    // A board of width x depth inches as large as fits in the area, centred, rulers round it.
    static ViewTransform fitted(double width, double depth, ImVec2 position, ImVec2 size) {
        const float ppi = std::max(
            1.0f, std::min((size.x - 2 * kRulerMargin) / float(width), (size.y - 2 * kRulerMargin) / float(depth)));
        const float board_w = float(width) * ppi, board_h = float(depth) * ppi;
        return {{std::floor(position.x + (size.x - board_w) / 2),
                 std::floor(position.y + (size.y - board_h) / 2 + board_h)},
                ppi};
    }
    // The height that shows a board as large as the width allows, rulers included.
    static float height_to_fit(double width, double depth, float screen_width) {
        return 2 * kRulerMargin + (screen_width - 2 * kRulerMargin) * float(depth / width);
    }

    // The board point as the screen shows it: turned round when the view is.
    bb::geo::Vec2 shown(bb::geo::Vec2 p) const { return turned ? bb::geo::Vec2{width - p.x, depth - p.y} : p; }
    ImVec2 to_screen(bb::geo::Vec2 p) const {
        const bb::geo::Vec2 q = shown(p);
        return {bottom_left.x + float(q.x) * pixels_per_inch, bottom_left.y - float(q.y) * pixels_per_inch};
    }
    bb::geo::Vec2 to_board(ImVec2 s) const {
        return shown({(s.x - bottom_left.x) / pixels_per_inch, (bottom_left.y - s.y) / pixels_per_inch});
    }
};

}  // namespace app
