#include "battleboard/layout/terrain_box.hpp"

#include <nlohmann/json.hpp>

#include <cmath>

namespace bb::layout {
namespace {

constexpr double kSmallest = 0.5, kLargest = 48;  // inches a piece's side may measure
constexpr std::size_t kMostPieces = 200;

}  // namespace

std::string to_json(const TerrainBox& box) {
    nlohmann::json pieces = nlohmann::json::array();
    for (const auto& p : box.pieces)
        pieces.push_back({{"name", p.name}, {"kind", p.kind}, {"width", p.width}, {"depth", p.depth}});
    return nlohmann::json{{"format", "battleboard-terrain-box"},
                          {"version", kTerrainBoxFormatVersion},
                          {"system", box.system_id},
                          {"pieces", pieces}}
        .dump(2);
}

std::optional<std::string> box_piece_problem(const BoxPiece& piece, const std::string& where) {
    if (!(piece.width >= kSmallest && piece.width <= kLargest && piece.depth >= kSmallest && piece.depth <= kLargest))
        return where + " (" + piece.name + ") must measure 0.5\" to 48\" each way.";
    return std::nullopt;
}

Result<TerrainBox> terrain_box_from_json(std::string_view text) {
    const auto json = nlohmann::json::parse(text, nullptr, false);
    if (json.is_discarded() || !json.is_object()) return make_error("The terrain box is not a JSON object.");
    if (json.value("format", "") != "battleboard-terrain-box")
        return make_error("The file is not a terrain box (its \"format\" is not \"battleboard-terrain-box\").");
    const auto version = json.value("version", 0);
    if (version < 1 || version > kTerrainBoxFormatVersion)
        return make_error("The terrain box is format version " + std::to_string(version) +
                          "; this Battleboard reads version " + std::to_string(kTerrainBoxFormatVersion) + ".");
    TerrainBox box;
    if (!json.contains("system") || !json["system"].is_string()) return make_error("The terrain box names no system.");
    box.system_id = json["system"].get<std::string>();
    if (!json.contains("pieces") || !json["pieces"].is_array())
        return make_error("The terrain box has no \"pieces\" list.");
    if (json["pieces"].size() > kMostPieces)
        return make_error("The terrain box holds more than " + std::to_string(kMostPieces) + " pieces.");
    for (std::size_t i = 0; i < json["pieces"].size(); ++i) {
        const auto& p = json["pieces"][i];
        const std::string where = "Piece " + std::to_string(i + 1) + " of the terrain box";
        if (!p.is_object() || !p.contains("name") || !p["name"].is_string() || !p.contains("kind") ||
            !p["kind"].is_string())
            return make_error(where + " needs a \"name\" and a \"kind\".");
        if (!p.contains("width") || !p["width"].is_number() || !p.contains("depth") || !p["depth"].is_number())
            return make_error(where + " needs a \"width\" and a \"depth\" in inches.");
        BoxPiece piece{p["name"].get<std::string>(), p["kind"].get<std::string>(), p["width"].get<double>(),
                       p["depth"].get<double>()};
        if (auto problem = box_piece_problem(piece, where)) return make_error(*problem);
        box.pieces.push_back(std::move(piece));
    }
    return box;
}

Result<std::vector<sys::CatalogueEntry>> box_entries(const TerrainBox& box, const sys::SystemDescription& system,
                                                     const std::string& edition) {
    if (!box.system_id.empty() && box.system_id != system.id)
        return make_error("The terrain box is for " + box.system_id + ", not " + system.id + ".");
    std::vector<sys::CatalogueEntry> entries;
    for (const auto& piece : box.pieces) {
        const auto* kind = system.find_entry(piece.kind, edition);
        if (!kind || kind->footprint.points.size() < 3)
            return make_error("The terrain box's " + piece.name + " is of kind '" + piece.kind + "', which " +
                              system.name + " has no placeable terrain of.");
        sys::CatalogueEntry entry = *kind;
        entry.name = piece.name;
        const geo::Bounds b = geo::bounds(kind->footprint);
        for (auto& p : entry.footprint.points) p = {p.x * piece.width / b.width(), p.y * piece.depth / b.depth()};
        entries.push_back(std::move(entry));
    }
    return entries;
}

}  // namespace bb::layout
