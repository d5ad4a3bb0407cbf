#pragma once
// The one-page printable setup sheet for organisers and players (A4 landscape): the board to scale with a 6"
// grid, the pieces with their names and keystones, objectives, territories, the fairness figures, the seed, and
// the share link with its QR code. The CLI and the app both build it here.
#include "battleboard/layout/fairness.hpp"
#include "battleboard/model/battlefield.hpp"
#include "battleboard/sheet/page.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace bb::sheet {

// A QR code's modules (the caller encodes; core has no QR encoder).
struct QrModules {
    int size = 0;            // modules a side
    std::vector<bool> dark;  // row by row, top row first

    bool at(int x, int y) const { return dark[std::size_t(y) * std::size_t(size) + std::size_t(x)]; }
};

struct SheetContent {
    const model::Battlefield* battlefield = nullptr;
    std::string title;                  // "<system> - <battleplan> - table 3"
    std::optional<std::uint32_t> seed;  // the generator's seed, when the layout was generated
    std::string link;                   // the share link; none shown when empty
    std::optional<QrModules> qr;        // the link's QR code; none drawn when empty
    layout::Fairness fairness;
};

Page setup_sheet(const SheetContent& content);

// "12.5\"": how the sheet writes a distance.
std::string sheet_inches(double value);

}  // namespace bb::sheet
