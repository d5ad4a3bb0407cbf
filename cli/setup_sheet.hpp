#pragma once
// The organisers' setup sheet files: the core's page (battleboard/sheet/setup_sheet.hpp) written as SVG, and
// drawn as PDF through cairo from the same marks.
#include "battleboard/sheet/setup_sheet.hpp"

#include <filesystem>
#include <optional>
#include <string>

namespace cli {

// The QR code of `text`, or nothing when it is too long for one.
std::optional<bb::sheet::QrModules> qr_code_of(const std::string& text);

// Writes `svg` and `pdf`; an error message when either cannot be written.
std::optional<std::string> write_setup_sheet(const bb::sheet::SheetContent& content, const std::filesystem::path& svg,
                                             const std::filesystem::path& pdf);

}  // namespace cli
