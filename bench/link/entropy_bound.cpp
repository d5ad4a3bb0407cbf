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

private:
    std::int64_t low_ = std::numeric_limits<std::int64_t>::max();
    std::int64_t high_ = std::numeric_limits<std::int64_t>::min();
};

double log2_of(std::size_t n) { return n <= 1 ? 0 : std::log2(double(n)); }

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
    for (const auto& t : texts)
        bound.texts += std::log2(double(longest + 1)) + double(t.size()) * log2_of(alphabet.size());
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
    for (const auto& t : plan_territories ? std::vector<bb::link::QuantisedTerritory>{} : setup.territories)
        bound.territories += text + territory_points.bits() + double(t.area.size()) * (xs.bits() + ys.bits());
    bound.plugin_state =
        state ? state->bits + double(state->text_fields) * text : 8.0 * double(setup.plugin_state.data.size());
    return bound;
}

}  // namespace bench
