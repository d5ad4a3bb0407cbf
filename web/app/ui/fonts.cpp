#include "app/ui/fonts.hpp"

#include <imgui.h>
#include <cstddef>

extern const unsigned char kUiFont[];
extern const std::size_t kUiFont_size;

namespace app {

void load_fonts(float pixel_ratio) {
    constexpr float kPointSize = 16.0f;
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    ImFontConfig config;
    config.FontDataOwnedByAtlas = false;  // the bytes live in the binary
    config.OversampleH = 1;               // glyphs are rasterised at the screen's own pixel size and snapped to pixels
    config.PixelSnapH = true;
    static const ImWchar ranges[] = {0x0020, 0x00FF, 0x2013, 0x2033, 0x2190, 0x2193, 0};
    io.Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(kUiFont), int(kUiFont_size), kPointSize * pixel_ratio,
                                   &config, ranges);
    io.FontGlobalScale = 1.0f / pixel_ratio;
}

}  // namespace app
