#pragma once
// A setup in the whole-number steps a link holds: positions, sizes, heights and polygon points in 1/8",
// rotations in whole degrees (0..359), objective diameters in whole millimetres or 1/8". The app already snaps
// dragged pieces to 1/8" and 1 degree, so a setup made in the app loses nothing on the way.
#include "battleboard/geometry/shapes.hpp"
#include "battleboard/model/battlefield.hpp"
#include "battleboard/result.hpp"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace bb::link {

inline constexpr int kStepsPerInch = 8;

struct Point8 {
    std::int32_t x = 0, y = 0;  // eighths of an inch
    bool operator==(const Point8&) const = default;
};

// A footprint: the two shapes catalogues draw (geo::rectangle, geo::ellipse) by their size, any other polygon
// by its points. Shapes are kept by size; a format 4 link may still say "as the catalogue gives it" for a piece
// whose shape is its catalogue entry's (reference.hpp), which plugins promise never to change.
struct Shape {
    enum class Kind : std::uint8_t { Rectangle = 0, Ellipse = 1, Polygon = 2 };
    Kind kind = Kind::Polygon;
    std::int32_t width = 0, depth = 0;  // eighths; rectangle and ellipse
    std::uint32_t sides = 0;            // ellipse
    std::vector<Point8> points;         // polygon

    bool operator==(const Shape&) const = default;
};

struct QuantisedPiece {
    std::string kind;
    std::string label;
    Shape shape;
    Point8 position;
    std::int32_t rotation = 0;  // degrees
    std::int32_t height = 0;    // eighths
    std::uint32_t levels = 1;
    std::vector<model::RollRecord> rolls;
    std::map<std::string, std::string> attributes;
};

// Markers come in millimetres (40 mm) and some rules give inches; each diameter keeps the unit that holds it.
struct Diameter {
    bool in_eighths = false;  // else whole millimetres
    std::uint32_t steps = 40;

    bool operator==(const Diameter&) const = default;
};

struct QuantisedObjective {
    std::string label;
    Point8 position;
    Diameter diameter;

    bool operator==(const QuantisedObjective&) const = default;
};

struct QuantisedTerritory {
    std::string name;
    std::vector<Point8> area;

    bool operator==(const QuantisedTerritory&) const = default;
};

struct QuantisedSetup {
    std::string system;
    std::string edition;
    std::string battleplan;
    std::int32_t width = 0, depth = 0;  // eighths
    std::vector<QuantisedPiece> pieces;
    std::vector<QuantisedObjective> objectives;
    std::vector<QuantisedTerritory> territories;
    model::PluginState plugin_state;  // format 3; the plugin's bytes, kept exactly
};

// Rounds to the nearest step; refuses (naming the piece and field) values outside the limits in limits.hpp.
Result<QuantisedSetup> quantise(const model::Battlefield& battlefield);
// Ids are not kept: pieces are numbered 1..n in order, then objectives n+1..n+m.
model::Battlefield restore(const QuantisedSetup& setup);

}  // namespace bb::link
