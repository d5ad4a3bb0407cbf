#pragma once
// A QR code of a share link, made by Nayuki's QR Code generator (built from Debian's qr-code-generator source)
// and painted crisp: dark modules on white with the standard four-module quiet zone, on whole device pixels.
#include "battleboard/sheet/setup_sheet.hpp"

#include <imgui.h>

#include <optional>
#include <string_view>
#include <vector>

namespace app {

// The same modules the printable setup sheet draws.
using QrModules = bb::sheet::QrModules;

// The most bytes the largest QR code (version 40) holds at the lowest error correction.
inline constexpr std::size_t kMaxQrBytes = 2953;

// Nothing when the text is longer than kMaxQrBytes.
std::optional<QrModules> make_qr_code(std::string_view text);

// Fills `area` with white and draws the code centred in it, as large as fits with its quiet zone; each module
// is a whole number of device pixels (`pixel_ratio` of them per point) so a phone camera sees sharp edges.
void paint_qr_code(ImDrawList& draw, const QrModules& code, ImVec2 area_min, ImVec2 area_max, float pixel_ratio);

}  // namespace app
