#pragma once
// One terrain feature standing on the battlefield.
#include "battleboard/geometry/shapes.hpp"

#include <cereal/types/string.hpp>
#include <string>

namespace bb::model {

struct TerrainPiece {
    std::uint32_t id = 0;
    std::string catalogue_id;  // the plugin catalogue entry it was made from
    std::string label;         // what the player calls it; defaults to the entry's name
    geo::Polygon footprint;    // in its own frame, centred on the origin, inches
    geo::Vec2 position;        // board inches from the bottom-left corner
    double rotation = 0;       // degrees, counter-clockwise
    double height = 0;         // inches
    std::uint32_t levels = 1;  // floors or hill levels

    geo::Polygon on_board() const { return geo::placed(footprint, position, rotation); }

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(id, catalogue_id, label, footprint, position, rotation, height, levels);
    }
};

} // namespace bb::model

CEREAL_CLASS_VERSION(bb::model::TerrainPiece, 1);
