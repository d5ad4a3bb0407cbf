#pragma once
// Objective markers and territories (deployment zones).
#include "battleboard/geometry/shapes.hpp"

#include <cereal/types/string.hpp>
#include <string>

namespace bb::model {

inline constexpr double kObjectiveDiameter = 40 * geo::kMillimetre;

struct Objective {
    std::uint32_t id = 0;
    std::string label;
    geo::Vec2 position;
    double diameter = kObjectiveDiameter;

    geo::Circle marker() const { return {position, diameter / 2}; }

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(id, label, position, diameter);
    }
};

struct Territory {
    std::string name;
    geo::Polygon area;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(name, area);
    }
};

}  // namespace bb::model

CEREAL_CLASS_VERSION(bb::model::Objective, 1);
CEREAL_CLASS_VERSION(bb::model::Territory, 1);
