#pragma once
// One terrain feature standing on the battlefield.
#include "battleboard/geometry/shapes.hpp"

#include <cereal/types/map.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>
#include <map>
#include <string>

namespace bb::model {

// A roll made on one of the piece's tables, kept so the result stays visible (and travels in links).
struct RollRecord {
    std::string table_id;
    std::vector<std::int32_t> faces;
    std::int32_t total = 0;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(table_id, faces, total);
    }
};

struct TerrainPiece {
    std::uint32_t id = 0;
    std::string catalogue_id;       // the plugin catalogue entry it was made from
    std::string label;              // what the player calls it; defaults to the entry's name
    geo::Polygon footprint;         // in its own frame, centred on the origin, inches
    geo::Vec2 position;             // board inches from the bottom-left corner
    double rotation = 0;            // degrees, counter-clockwise
    double height = 0;              // inches
    std::uint32_t levels = 1;       // floors or hill levels
    std::vector<RollRecord> rolls;  // newest last (version 2)
    // Game-system state the plugin defines: who occupies a building, chosen upgrades, damage taken.
    std::map<std::string, std::string> attributes;  // (version 2)

    geo::Polygon on_board() const { return geo::placed(footprint, position, rotation); }

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t version) {
        ar(id, catalogue_id, label, footprint, position, rotation, height, levels);
        if (version >= 2) ar(rolls, attributes);
    }
};

}  // namespace bb::model

CEREAL_CLASS_VERSION(bb::model::RollRecord, 1);
CEREAL_CLASS_VERSION(bb::model::TerrainPiece, 2);
