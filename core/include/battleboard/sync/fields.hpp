#pragma once
// The values operations carry for a battlefield's fields: each a small versioned struct, so a field can grow
// without breaking older replicas' messages.
#include "battleboard/model/battlefield.hpp"

namespace bb::sync {

struct Size {
    double width = 0;
    double depth = 0;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(width, depth);
    }
};

// Where a piece stands: moved and turned together, as a drag does.
struct Place {
    geo::Vec2 position;
    double rotation = 0;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(position, rotation);
    }
};

// What a piece is and how big: its entry, name, footprint, height and floors.
struct Shape {
    std::string catalogue_id;
    std::string label;
    geo::Polygon footprint;
    double height = 0;
    std::uint32_t levels = 1;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(catalogue_id, label, footprint, height, levels);
    }
};

struct Text {
    std::string text;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(text);
    }
};

struct Rolls {
    std::vector<model::RollRecord> rolls;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(rolls);
    }
};

struct Territories {
    std::vector<model::Territory> territories;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(territories);
    }
};

Place place_of(const model::TerrainPiece& piece);
Shape shape_of(const model::TerrainPiece& piece);
void set_place(model::TerrainPiece& piece, const Place& place);
void set_shape(model::TerrainPiece& piece, const Shape& shape);

}  // namespace bb::sync

CEREAL_CLASS_VERSION(bb::sync::Size, 1);
CEREAL_CLASS_VERSION(bb::sync::Place, 1);
CEREAL_CLASS_VERSION(bb::sync::Shape, 1);
CEREAL_CLASS_VERSION(bb::sync::Text, 1);
CEREAL_CLASS_VERSION(bb::sync::Rolls, 1);
CEREAL_CLASS_VERSION(bb::sync::Territories, 1);
