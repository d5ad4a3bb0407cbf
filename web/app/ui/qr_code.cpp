#include "app/ui/qr_code.hpp"

#include <qrcodegen.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>

namespace app {

namespace {
constexpr int kQuietZone = 4;  // modules of white around the code, as the QR standard asks
}

std::optional<QrModules> make_qr_code(std::string_view text) {
    if (text.size() > kMaxQrBytes) return std::nullopt;
    std::vector<std::uint8_t> scratch(qrcodegen_BUFFER_LEN_MAX), qr(qrcodegen_BUFFER_LEN_MAX);
    // Lowest error correction gives the fewest, largest modules; the generator raises it when that costs no size.
    if (!qrcodegen_encodeText(std::string(text).c_str(), scratch.data(), qr.data(), qrcodegen_Ecc_LOW,
                              qrcodegen_VERSION_MIN, qrcodegen_VERSION_MAX, qrcodegen_Mask_AUTO, true))
        return std::nullopt;
    QrModules code;
    code.size = qrcodegen_getSize(qr.data());
    code.dark.reserve(std::size_t(code.size) * std::size_t(code.size));
    for (int y = 0; y < code.size; ++y)
        for (int x = 0; x < code.size; ++x) code.dark.push_back(qrcodegen_getModule(qr.data(), x, y));
    return code;
}

void paint_qr_code(ImDrawList& draw, const QrModules& code, ImVec2 area_min, ImVec2 area_max, float pixel_ratio) {
    draw.AddRectFilled(area_min, area_max, IM_COL32_WHITE);
    const int span = code.size + 2 * kQuietZone;
    const float side = std::min(area_max.x - area_min.x, area_max.y - area_min.y) * pixel_ratio;
    const float module = std::max(1.0f, std::floor(side / float(span)));  // device pixels
    const float total = module * float(span) / pixel_ratio;               // points
    // Start on a device pixel so every module edge falls on one.
    const float left = std::floor((area_min.x + (area_max.x - area_min.x - total) / 2) * pixel_ratio) / pixel_ratio;
    const float top = std::floor((area_min.y + (area_max.y - area_min.y - total) / 2) * pixel_ratio) / pixel_ratio;
    const float step = module / pixel_ratio;
    for (int y = 0; y < code.size; ++y)
        for (int x = 0; x < code.size; ++x) {
            if (!code.at(x, y)) continue;
            const ImVec2 min{left + float(x + kQuietZone) * step, top + float(y + kQuietZone) * step};
            draw.AddRectFilled(min, {min.x + step, min.y + step}, IM_COL32_BLACK);
        }
}

}  // namespace app
