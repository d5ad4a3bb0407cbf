#include "app/board/board_image.hpp"

#include "app/board/board_paint_options.hpp"
#include "app/ui/theme.hpp"
#include "platform/offscreen.hpp"

#include <algorithm>
#include <cmath>

namespace app {

namespace {

constexpr float kLongestSide = 2400;  // pixels: sharp when printed or zoomed on a phone
constexpr float kMostPixelsPerInch = 40;
constexpr float kTextScale = 2;  // labels and rulers stay readable beside a board drawn this large
constexpr float kMargin = 64;    // room for the rulers

}  // namespace

bb::Result<BoardImage> draw_board_image(const bb::model::Battlefield* battlefield, const BoardAnswers& answers) {
    if (!battlefield) return bb::make_error("Choose a game system first.");
    const auto& b = *battlefield;
    const float ppi = std::min(kMostPixelsPerInch, kLongestSide / float(std::max(b.width, b.depth)));
    BoardImage image;
    image.width = int(std::lround(float(b.width) * ppi + 2 * kMargin));
    image.height = int(std::lround(float(b.depth) * ppi + 2 * kMargin));
    image.file_name = b.system_id + "-" + (b.battleplan_id.empty() ? "battlefield" : b.battleplan_id) + ".png";

    ViewTransform view;
    view.pixels_per_inch = ppi;
    view.bottom_left = {kMargin, float(image.height) - kMargin};
    const PaintOptions options = board_paint_options(answers, b);

    ImDrawList list(ImGui::GetDrawListSharedData());
    list._ResetForNewFrame();
    list.Flags = ImGui::GetForegroundDrawList()->Flags;
    list.PushClipRect({0, 0}, {float(image.width), float(image.height)});
    list.PushTextureID(ImGui::GetIO().Fonts->TexID);
    ImGui::SetWindowFontScale(kTextScale);  // the painter sizes text by the current font
    paint_board(list, view, b, options);
    ImGui::SetWindowFontScale(1);
    auto pixels =
        platform::render_offscreen(list, image.width, image.height, ImGui::ColorConvertU32ToFloat4(theme::kBackground));
    if (!pixels) return pixels.error();
    image.rgba = std::move(*pixels);
    return image;
}

}  // namespace app
