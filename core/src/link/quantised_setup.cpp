#include "battleboard/link/quantised_setup.hpp"

#include "battleboard/link/limits.hpp"
#include "battleboard/link/utf8.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>

namespace bb::link {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kInchesPerMillimetre = geo::kMillimetre;
// Footprints made by geo::rectangle and geo::ellipse match their regenerated points far closer than this.
constexpr double kShapeMatch = 1e-6;

std::string number_text(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", value);
    return text;
}

bool near(geo::Vec2 a, geo::Vec2 b) { return std::abs(a.x - b.x) <= kShapeMatch && std::abs(a.y - b.y) <= kShapeMatch; }

bool matches(const geo::Polygon& polygon, const geo::Polygon& expected) {
    if (polygon.points.size() != expected.points.size()) return false;
    for (std::size_t i = 0; i < polygon.points.size(); ++i)
        if (!near(polygon.points[i], expected.points[i])) return false;
    return true;
}

std::int32_t to_eighths(double inches) { return static_cast<std::int32_t>(std::lround(inches * kStepsPerInch)); }

// Whole millimetres unless the diameter is a whole number of eighths and not of millimetres (a 6" zone).
Diameter diameter_of(double inches) {
    const double millimetres = inches / kInchesPerMillimetre, eighths = inches * kStepsPerInch;
    const bool exact_eighths = std::abs(eighths - std::round(eighths)) <= kShapeMatch * kStepsPerInch;
    if (exact_eighths && std::abs(millimetres - std::round(millimetres)) > kShapeMatch / kInchesPerMillimetre)
        return {true, static_cast<std::uint32_t>(std::lround(eighths))};
    return {false, static_cast<std::uint32_t>(std::lround(millimetres))};
}

// A side a link holds: at least one step, at most the span of the coordinates (a triangle's "ellipse" can be
// deeper than its points reach).
bool sized(std::int32_t eighths) { return eighths > 0 && eighths <= 2 * kMaxCoordinateInches * kStepsPerInch; }

// Rectangles and ellipses of at least one step a side are kept by size; the size is rounded, the shape kept.
std::optional<Shape> sized_shape(const geo::Polygon& footprint) {
    const auto& p = footprint.points;
    if (p.size() == 4) {
        const double width = 2 * p[1].x, depth = 2 * p[2].y;
        if (width > 0 && depth > 0 && matches(footprint, geo::rectangle(width, depth))) {
            Shape shape{Shape::Kind::Rectangle, to_eighths(width), to_eighths(depth), 0, {}};
            if (sized(shape.width) && sized(shape.depth)) return shape;
        }
    }
    // geo::ellipse puts point 0 on the x axis; the point farthest from it in angle gives the depth.
    std::size_t top = 0;
    for (std::size_t i = 0; i < p.size(); ++i)
        if (std::abs(std::sin(2 * kPi * double(i) / double(p.size()))) >
            std::abs(std::sin(2 * kPi * double(top) / double(p.size()))))
            top = i;
    if (top == 0) return std::nullopt;
    const double width = 2 * p[0].x, depth = 2 * p[top].y / std::sin(2 * kPi * double(top) / double(p.size()));
    if (!(width > 0 && depth > 0) || !matches(footprint, geo::ellipse(width, depth, int(p.size()))))
        return std::nullopt;
    Shape shape{Shape::Kind::Ellipse, to_eighths(width), to_eighths(depth), std::uint32_t(p.size()), {}};
    if (sized(shape.width) && sized(shape.depth)) return shape;
    return std::nullopt;
}

// Checks values against the limits and rounds them; the first problem is kept, naming where it is.
class Quantiser {
public:
    std::string error;
    std::size_t total_points = 0, total_rolls = 0, total_attributes = 0;

    bool fail(std::string message) {
        if (error.empty()) error = std::move(message);
        return false;
    }

    std::int32_t eighths(double inches, const std::string& what) {
        if (!std::isfinite(inches) || std::abs(inches) > kMaxCoordinateInches) {
            fail(what + " is " + number_text(inches) + "; a link holds at most " + number_text(kMaxCoordinateInches) +
                 " inches either way");
            return 0;
        }
        return to_eighths(inches);
    }

    Point8 point(geo::Vec2 p, const std::string& what) { return {eighths(p.x, what), eighths(p.y, what)}; }

    std::string text(const std::string& value, const std::string& what) {
        if (value.size() > kMaxStringBytes)
            fail(what + " is " + std::to_string(value.size()) + " bytes long (at most " +
                 std::to_string(kMaxStringBytes) + ")");
        else if (!is_utf8(value))
            fail(what + " is not UTF-8 text");
        return value;
    }

    std::vector<Point8> points(const geo::Polygon& polygon, const std::string& what) {
        std::vector<Point8> out;
        if (!count(polygon.points.size(), 3, kMaxPolygonPoints, what + " points")) return out;
        for (geo::Vec2 p : polygon.points) out.push_back(point(p, what));
        return out;
    }

    Shape shape(const geo::Polygon& footprint, const std::string& what) {
        std::vector<Point8> corners = points(footprint, what);
        if (!error.empty()) return {};
        total_points += footprint.points.size();
        if (auto sized = sized_shape(footprint)) return *sized;
        return Shape{Shape::Kind::Polygon, 0, 0, 0, std::move(corners)};
    }

    bool count(std::size_t n, std::size_t low, std::size_t high, const std::string& what) {
        if (n >= low && n <= high) return true;
        return fail(what + ": " + std::to_string(n) + " (" + std::to_string(low) + " to " + std::to_string(high) +
                    " allowed)");
    }

    bool die(std::int32_t value, const std::string& what) {
        if (value >= -kMaxDieValue && value <= kMaxDieValue) return true;
        return fail(what + " is " + std::to_string(value) + "; a link holds at most " + std::to_string(kMaxDieValue) +
                    " either way");
    }

    QuantisedPiece piece(const model::TerrainPiece& piece, const std::string& where) {
        QuantisedPiece q;
        q.kind = text(piece.catalogue_id, where + " kind");
        q.label = text(piece.label, where + " label");
        q.shape = shape(piece.footprint, where + " footprint");
        q.position = point(piece.position, where + " position");
        if (!std::isfinite(piece.rotation))
            fail(where + " rotation is not a number");
        else
            q.rotation = (static_cast<std::int32_t>(std::lround(std::fmod(piece.rotation, 360.0))) + 360) % 360;
        q.height = eighths(piece.height, where + " height");
        q.levels = piece.levels;
        if (piece.levels > kMaxLevels)
            fail(where + " has " + std::to_string(piece.levels) + " levels (at most " + std::to_string(kMaxLevels) +
                 ")");
        count(piece.rolls.size(), 0, kMaxRollsPerPiece, where + " rolls");
        for (const auto& roll : piece.rolls) {
            const std::string what = where + " roll on '" + roll.table_id + "'";
            text(roll.table_id, what + " table");
            count(roll.faces.size(), 0, kMaxDicePerRoll, what + " dice");
            for (std::int32_t face : roll.faces) die(face, what + " face");
            die(roll.total, what + " total");
        }
        q.rolls = piece.rolls;
        count(piece.attributes.size(), 0, kMaxAttributesPerPiece, where + " attributes");
        for (const auto& [key, value] : piece.attributes) {
            text(key, where + " attribute name");
            text(value, where + " attribute '" + key + "'");
        }
        q.attributes = piece.attributes;
        total_rolls += piece.rolls.size();
        total_attributes += piece.attributes.size();
        return q;
    }
};

}  // namespace

Result<QuantisedSetup> quantise(const model::Battlefield& b) {
    Quantiser q;
    QuantisedSetup setup;
    setup.system = q.text(b.system_id, "the system id");
    setup.edition = q.text(b.rules_edition, "the rules edition");
    setup.battleplan = q.text(b.battleplan_id, "the battleplan id");
    for (double side : {b.width, b.depth}) {
        if (!std::isfinite(side) || side < 0.5 / kStepsPerInch || side > kMaxBoardInches)
            q.fail("the board side " + number_text(side) + "\" is outside 1/8\" to " + number_text(kMaxBoardInches) +
                   "\"");
    }
    if (q.error.empty()) setup.width = to_eighths(b.width), setup.depth = to_eighths(b.depth);
    q.count(b.pieces.size(), 0, kMaxPieces, "pieces");
    q.count(b.objectives.size(), 0, kMaxObjectives, "objectives");
    q.count(b.territories.size(), 0, kMaxTerritories, "territories");
    for (std::size_t i = 0; q.error.empty() && i < b.pieces.size(); ++i)
        setup.pieces.push_back(q.piece(b.pieces[i], "piece " + std::to_string(i + 1)));
    for (std::size_t i = 0; q.error.empty() && i < b.objectives.size(); ++i) {
        const auto& o = b.objectives[i];
        const std::string where = "objective " + std::to_string(i + 1);
        QuantisedObjective objective{q.text(o.label, where + " label"), q.point(o.position, where + " position"), {}};
        // The tolerance lets 6096 mm (240.00000000000003") through again after a round trip.
        if (!std::isfinite(o.diameter) || o.diameter < 0 || o.diameter > kMaxBoardInches + kShapeMatch)
            q.fail(where + " diameter " + number_text(o.diameter) + "\" is outside 0 to " +
                   number_text(kMaxBoardInches) + "\"");
        else
            objective.diameter = diameter_of(o.diameter);
        setup.objectives.push_back(std::move(objective));
    }
    for (std::size_t i = 0; q.error.empty() && i < b.territories.size(); ++i) {
        const auto& t = b.territories[i];
        const std::string where = "territory " + std::to_string(i + 1);
        setup.territories.push_back({q.text(t.name, where + " name"), q.points(t.area, where + " area")});
        q.total_points += t.area.points.size();
    }
    if (q.error.empty())
        q.count(b.plugin_state.data.size(), 0, kMaxPluginStateBytes, "bytes of the game system's state");
    setup.plugin_state = b.plugin_state;
    if (q.error.empty()) {
        q.count(q.total_points, 0, kMaxTotalPoints, "footprint and territory points in all");
        q.count(q.total_rolls, 0, kMaxTotalRolls, "rolls in all");
        q.count(q.total_attributes, 0, kMaxTotalAttributes, "attributes in all");
    }
    if (!q.error.empty()) return make_error("This setup cannot be made into a link: " + q.error + ".");
    return setup;
}

namespace {

geo::Vec2 inches(Point8 p) { return {double(p.x) / kStepsPerInch, double(p.y) / kStepsPerInch}; }

double inches(Diameter d) { return d.in_eighths ? double(d.steps) / kStepsPerInch : d.steps * kInchesPerMillimetre; }

geo::Polygon polygon_of(const std::vector<Point8>& points) {
    geo::Polygon polygon;
    polygon.points.reserve(points.size());
    for (Point8 p : points) polygon.points.push_back(inches(p));
    return polygon;
}

geo::Polygon polygon_of(const Shape& shape) {
    const double width = double(shape.width) / kStepsPerInch, depth = double(shape.depth) / kStepsPerInch;
    switch (shape.kind) {
        case Shape::Kind::Rectangle: return geo::rectangle(width, depth);
        case Shape::Kind::Ellipse: return geo::ellipse(width, depth, int(shape.sides));
        case Shape::Kind::Polygon: break;
    }
    return polygon_of(shape.points);
}

}  // namespace

model::Battlefield restore(const QuantisedSetup& setup) {
    model::Battlefield b;
    b.system_id = setup.system;
    b.rules_edition = setup.edition;
    b.battleplan_id = setup.battleplan;
    b.width = double(setup.width) / kStepsPerInch;
    b.depth = double(setup.depth) / kStepsPerInch;
    for (const auto& q : setup.pieces) {
        model::TerrainPiece piece;
        piece.catalogue_id = q.kind;
        piece.label = q.label;
        piece.footprint = polygon_of(q.shape);
        piece.position = inches(q.position);
        piece.rotation = q.rotation;
        piece.height = double(q.height) / kStepsPerInch;
        piece.levels = q.levels;
        piece.rolls = q.rolls;
        piece.attributes = q.attributes;
        b.add_piece(std::move(piece));
    }
    for (const auto& q : setup.objectives) b.add_objective({0, q.label, inches(q.position), inches(q.diameter)});
    for (const auto& q : setup.territories) b.territories.push_back({q.name, polygon_of(q.area)});
    b.plugin_state = setup.plugin_state;
    return b;
}

}  // namespace bb::link
