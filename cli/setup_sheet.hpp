#pragma once
// The one-page printable setup sheet for organisers (A4 landscape, SVG and PDF through cairo): the board to scale
// with a 6" grid, the pieces with their names and keystones, objectives, territories, the fairness figures, the
// seed, and the share link with its QR code.
#include "battleboard/layout/fairness.hpp"
#include "battleboard/model/battlefield.hpp"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

namespace cli {

struct SheetContent {
    const bb::model::Battlefield* battlefield = nullptr;
    std::string title;  // "aos4 · The Vice · table 3"
    std::uint32_t seed = 0;
    std::string link;  // the share link; no QR code when empty
    bb::layout::Fairness fairness;
};

// Writes `svg` and `pdf`; an error message when cairo cannot.
std::optional<std::string> write_setup_sheet(const SheetContent& content, const std::filesystem::path& svg,
                                             const std::filesystem::path& pdf);

}  // namespace cli
