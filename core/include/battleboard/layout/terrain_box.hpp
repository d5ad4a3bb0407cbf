#pragma once
// The player's terrain box: the pieces they own (name, size, kind), saved as JSON (docs/formats.md), which the
// layout generator draws from instead of the catalogue, each piece at most once.
#include "battleboard/result.hpp"
#include "battleboard/system/system_description.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bb::layout {

inline constexpr int kTerrainBoxFormatVersion = 1;

struct BoxPiece {
    std::string name;  // what the player calls it ("Ruined watchtower")
    std::string kind;  // the catalogue entry whose rules it follows
    double width = 0;  // inches, its footprint's extent
    double depth = 0;
};

struct TerrainBox {
    std::string system_id;
    std::vector<BoxPiece> pieces;
};

std::string to_json(const TerrainBox& box);
// What is wrong with a piece ("must measure 0.5\" to 48\" each way"), or nothing; `where` starts the message.
std::optional<std::string> box_piece_problem(const BoxPiece& piece, const std::string& where);

// Never throws: a broken file gives an Error naming what is wrong and where.
Result<TerrainBox> terrain_box_from_json(std::string_view text);

// The box's pieces as catalogue entries for the generator: each keeps its kind's rules, takes its own name and
// its kind's outline stretched to its size. Unknown kinds and sizes out of range are refused by name.
Result<std::vector<sys::CatalogueEntry>> box_entries(const TerrainBox& box, const sys::SystemDescription& system,
                                                     const std::string& edition);

}  // namespace bb::layout
