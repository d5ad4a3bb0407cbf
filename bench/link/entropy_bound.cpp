#include "entropy_bound.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>
#include <tuple>

namespace bench {

namespace {

using bb::link::Point8;
using bb::link::QuantisedPiece;
using bb::link::Shape;

// The values one family of numbers takes across the setup; each costs log2(max - min + 1).
class Range {
public:
    void add(std::int64_t v) { low_ = std::min(low_, v), high_ = std::max(high_, v); }
    double bits() const { return high_ < low_ ? 0 : std::log2(double(high_ - low_ + 1)); }
    // The same values in steps of `step` (the range holds multiples of it).
    double bits(std::int64_t step) const { return high_ < low_ ? 0 : std::log2(double((high_ - low_) / step + 1)); }

private:
    std::int64_t low_ = std::numeric_limits<std::int64_t>::max();
    std::int64_t high_ = std::numeric_limits<std::int64_t>::min();
};

double log2_of(std::size_t n) { return n <= 1 ? 0 : std::log2(double(n)); }

std::size_t shared_prefix(const std::string& a, const std::string& b) {
    std::size_t n = 0;
    while (n < a.size() && n < b.size() && a[n] == b[n]) ++n;
    return n;
}

// Format 6 keeps a zone that is a rectangle aligned with the board, within it, as its two corners and the order
// of its points: its four points are the corners, each a step along one axis from the one before.
bool board_rectangle(const std::vector<Point8>& area, std::int32_t width, std::int32_t depth) {
    if (area.size() != 4) return false;
    std::set<std::int32_t> xs, ys;
    std::set<std::pair<std::int32_t, std::int32_t>> corners;
    for (Point8 p : area) xs.insert(p.x), ys.insert(p.y), corners.insert({p.x, p.y});
    if (corners.size() != 4 || xs.size() != 2 || ys.size() != 2 || *xs.begin() < 0 || *ys.begin() < 0 ||
        *xs.rbegin() > width || *ys.rbegin() > depth)
        return false;
    for (std::size_t i = 0; i < 4; ++i) {
        const Point8 a = area[i], b = area[(i + 1) % 4];
        if ((a.x == b.x) == (a.y == b.y)) return false;
    }
    return true;
}

// log2 of the ways to choose two of n values (a rectangle's low and high side).
double pair_bits(std::int64_t n) { return n < 2 ? 0 : std::log2(double(n) * double(n - 1) / 2); }

// Format 6's grid for zones: half an inch.
constexpr std::int32_t kZoneGrid = 4;

}  // namespace

EntropyBound entropy_bound(const bb::link::QuantisedSetup& setup, const bb::link::Reference* reference,
                           ReferenceSizes lists, const StateBound* state) {
    using bb::link::Names;
    auto known = [&](Names list, const std::string& id) { return reference && reference->number(list, id); };
    const auto laid = known(Names::Battleplans, setup.battleplan)
                          ? reference->laid_out(setup.battleplan, setup.width, setup.depth)
                          : std::nullopt;
    const bool plan_objectives = laid && laid->objectives == setup.objectives;
    const bool plan_territories = laid && laid->territories == setup.territories;
    // Families of numbers and the texts, collected first.
    std::set<std::string> texts{setup.system};
    for (const auto& [list, id] : {std::pair{Names::Editions, setup.edition}, {Names::Battleplans, setup.battleplan}})
        if (!known(list, id)) texts.insert(id);
    std::set<std::string> kinds;
    Range sizes, sides, footprint_points, footprint_coordinates, heights, levels, roll_counts, dice_counts, faces,
        totals, attribute_counts, diameters, territory_points, xs, ys;
    std::set<Shape::Kind> shape_kinds;
    std::set<bool> diameter_units;
    auto catalogue_look = [&](const QuantisedPiece& p) {
        const auto look = known(Names::Catalogue, p.kind) ? reference->look(p.kind, setup.edition) : std::nullopt;
        return look && look->label == p.label && look->shape == p.shape && look->height == p.height &&
               look->levels == p.levels;
    };
    for (const auto& p : setup.pieces) {
        kinds.insert(p.kind);
        if (!known(Names::Catalogue, p.kind)) texts.insert(p.kind);
        if (!catalogue_look(p)) texts.insert(p.label);
        shape_kinds.insert(p.shape.kind);
        if (p.shape.kind == Shape::Kind::Polygon) {
            footprint_points.add(std::int64_t(p.shape.points.size()));
            for (Point8 q : p.shape.points) footprint_coordinates.add(q.x), footprint_coordinates.add(q.y);
        } else {
            sizes.add(p.shape.width), sizes.add(p.shape.depth);
            if (p.shape.kind == Shape::Kind::Ellipse) sides.add(p.shape.sides);
        }
        heights.add(p.height), levels.add(p.levels);
        roll_counts.add(std::int64_t(p.rolls.size()));
        for (const auto& r : p.rolls) {
            if (!known(Names::Tables, r.table_id)) texts.insert(r.table_id);
            dice_counts.add(std::int64_t(r.faces.size()));
            for (auto f : r.faces) faces.add(f);
            totals.add(r.total);
        }
        attribute_counts.add(std::int64_t(p.attributes.size()));
        for (const auto& [key, value] : p.attributes) texts.insert(key), texts.insert(value);
        xs.add(p.position.x), ys.add(p.position.y);
    }
    for (const auto& o : plan_objectives ? std::vector<bb::link::QuantisedObjective>{} : setup.objectives) {
        texts.insert(o.label);
        diameters.add(o.diameter.steps);
        diameter_units.insert(o.diameter.in_eighths);
        xs.add(o.position.x), ys.add(o.position.y);
    }
    for (const auto& t : plan_territories ? std::vector<bb::link::QuantisedTerritory>{} : setup.territories) {
        texts.insert(t.name);
        territory_points.add(std::int64_t(t.area.size()));
        for (Point8 q : t.area) xs.add(q.x), ys.add(q.y);
    }
    if (state) texts.insert(state->texts.begin(), state->texts.end());
    // Positions range over the board, or over the values in use where something lies beyond it.
    xs.add(0), xs.add(setup.width), ys.add(0), ys.add(setup.depth);

    EntropyBound bound;
    std::set<unsigned char> alphabet;
    std::size_t longest = 0;
    for (const auto& t : texts) {
        alphabet.insert(t.begin(), t.end());
        longest = std::max(longest, t.size());
    }
    // Format 6 front-codes the texts in byte order: a text may be spelt as the bytes it shares with the text
    // before plus the rest, for one more length.
    const double length = std::log2(double(longest + 1)), per_byte = log2_of(alphabet.size());
    const std::string* before = nullptr;
    for (const auto& t : texts) {
        const double rest = double(t.size() - (before ? shared_prefix(*before, t) : 0));
        bound.texts += length + std::min(double(t.size()) * per_byte, length + rest * per_byte);
        before = &t;
    }
    const double text = log2_of(texts.size());

    // An id the reference holds is one of its list.
    auto id_bits = [&](Names list, const std::string& id, std::size_t size) {
        return known(list, id) ? log2_of(size) : text;
    };
    bound.header = (reference ? 0 : text) + id_bits(Names::Editions, setup.edition, lists.editions) +
                   id_bits(Names::Battleplans, setup.battleplan, lists.battleplans) + 2 * std::log2(1920.0) +
                   std::log2(513.0) + std::log2(65.0) + std::log2(17.0);

    // A piece's look (label, footprint, height, levels) is charged once per distinct look of its kind; each
    // piece then says which of its kind's looks it has.
    using Look = std::tuple<std::string, std::vector<std::int32_t>, std::int32_t, std::uint32_t>;
    auto look_of = [](const QuantisedPiece& p) {
        std::vector<std::int32_t> shape{std::int32_t(p.shape.kind), p.shape.width, p.shape.depth,
                                        std::int32_t(p.shape.sides)};
        for (Point8 q : p.shape.points) shape.push_back(q.x), shape.push_back(q.y);
        return Look{p.label, shape, p.height, p.levels};
    };
    for (const auto& kind : kinds) {
        std::set<Look> looks;
        for (const auto& p : setup.pieces) {
            if (p.kind != kind || !looks.insert(look_of(p)).second) continue;
            if (catalogue_look(p)) continue;  // the catalogue entry's look costs nothing more
            bound.pieces += text + heights.bits() + levels.bits() + log2_of(shape_kinds.size());
            if (p.shape.kind == Shape::Kind::Polygon)
                bound.pieces +=
                    footprint_points.bits() + 2 * double(p.shape.points.size()) * footprint_coordinates.bits();
            else
                bound.pieces += 2 * sizes.bits() + (p.shape.kind == Shape::Kind::Ellipse ? sides.bits() : 0);
        }
        for (const auto& p : setup.pieces)
            if (p.kind == kind) bound.pieces += log2_of(looks.size());
        // Which entry of the catalogue, once per kind.
        if (known(Names::Catalogue, kind)) bound.pieces += log2_of(lists.catalogue);
    }
    for (const auto& p : setup.pieces) {
        bound.pieces += log2_of(kinds.size()) + xs.bits() + ys.bits() + std::log2(360.0);
        bound.pieces += roll_counts.bits() + attribute_counts.bits();
        for (const auto& r : p.rolls)
            bound.pieces += id_bits(Names::Tables, r.table_id, lists.tables) + dice_counts.bits() +
                            double(r.faces.size()) * faces.bits() + totals.bits();
        bound.pieces += 2 * text * double(p.attributes.size());
    }
    for (std::size_t i = 0; !plan_objectives && i < setup.objectives.size(); ++i)
        bound.objectives += text + xs.bits() + ys.bits() + diameters.bits() + log2_of(diameter_units.size());
    // Format 6: zones on the half-inch grid are charged in its steps; a board-aligned rectangle is two sides
    // and the order of its points (8 ways), and the class (rectangle or polygon) when both occur.
    const auto& zones = plan_territories ? std::vector<bb::link::QuantisedTerritory>{} : setup.territories;
    bool on_grid = true;
    std::set<bool> zone_classes;
    for (const auto& t : zones) {
        zone_classes.insert(board_rectangle(t.area, setup.width, setup.depth));
        for (Point8 q : t.area) on_grid = on_grid && q.x % kZoneGrid == 0 && q.y % kZoneGrid == 0;
    }
    const std::int32_t step = on_grid ? kZoneGrid : 1;
    for (const auto& t : zones) {
        bound.territories += text + log2_of(zone_classes.size());
        if (board_rectangle(t.area, setup.width, setup.depth))
            bound.territories += 3 + pair_bits(setup.width / step + 1) + pair_bits(setup.depth / step + 1);
        else
            bound.territories += territory_points.bits() + double(t.area.size()) * (xs.bits(step) + ys.bits(step));
    }
    bound.plugin_state =
        state ? state->bits + double(state->text_fields) * text : 8.0 * double(setup.plugin_state.data.size());
    return bound;
}

}  // namespace bench
