#include "battleboard/rules/sight_map.hpp"

#include "battleboard/geometry/queries.hpp"
#include "battleboard/geometry/visibility_polygon.hpp"
#include "battleboard/rules/key_table.hpp"
#include "battleboard/rules/piece_bits.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <span>
#include <unordered_map>

namespace bb::rules {
namespace {

constexpr std::uint32_t kAllLines = (1u << (kSpotPoints * kSpotPoints)) - 1;

std::uint32_t line_bit(std::size_t observer_point, std::size_t target_point) {
    return 1u << (observer_point * kSpotPoints + target_point);
}

// Every line from observer point i, or every line to target point k.
std::uint32_t from_point(std::size_t i) { return ((1u << kSpotPoints) - 1) << (i * kSpotPoints); }
std::uint32_t to_point(std::size_t k) {
    std::uint32_t bits = 0;
    for (std::size_t i = 0; i < kSpotPoints; ++i) bits |= line_bit(i, k);
    return bits;
}

// `polygon` moved by `by`, into storage kept from call to call.
const geo::Polygon& shifted(const geo::Polygon& polygon, geo::Vec2 by) {
    thread_local geo::Polygon result;
    result.points.resize(polygon.points.size());
    for (std::size_t i = 0; i < polygon.points.size(); ++i) result.points[i] = polygon.points[i] + by;
    return result;
}

// Which lines cross each piece along each row of the band, kept sparse: bit (i, k) is set where the line from
// observer point i to target point k crosses the piece (the fixed model's points are viewpoints; the spot's are
// offsets from the spot). Per row and piece its state at the row's first spot, then the columns where it changes:
// a line's view past the piece (`seen`) or a spot point's being inside it (`inside`). Most pieces change nothing
// on most rows, so a row costs only the pieces whose shadow or outline it meets.
struct RowCrossings {
    // At `column` these bits of the piece's `seen` and `inside` flip.
    struct Change {
        std::uint32_t column, piece, seen, inside;
    };
    std::size_t pieces = 0;
    std::vector<std::uint32_t> start_seen, start_inside;  // [row * pieces + piece]
    std::vector<Change> changes;                          // row by row, by column
    std::vector<std::uint32_t> row_end;                   // per row: one past its last change
    std::vector<std::uint32_t> always;                    // per piece: a fixed point inside it

    std::uint32_t crossing(std::size_t piece, std::uint32_t seen, std::uint32_t inside) const {
        return (~seen & kAllLines) | always[piece] | inside;
    }
    std::span<const Change> row(std::size_t band_row) const {
        const std::size_t from = band_row == 0 ? 0 : row_end[band_row - 1];
        return {changes.data() + from, row_end[band_row] - from};
    }
};

// The heights between which a visibility polygon's region leaves some of the bounds unseen: the ends of its
// edges that do not run along the bounds, and the bounds' corners it does not reach. Outside them every spot is
// seen. (A doubtful edge or corner only widens the heights.)
std::pair<double, double> shadow_heights(const geo::Polygon& seen, const geo::Bounds& bounds) {
    constexpr double kNear = 1e-6;
    const auto along = [&](geo::Vec2 a, geo::Vec2 b) {
        const auto same = [&](double u, double v, double side) {
            return std::abs(u - side) < kNear && std::abs(v - side) < kNear;
        };
        return same(a.x, b.x, bounds.min.x) || same(a.x, b.x, bounds.max.x) || same(a.y, b.y, bounds.min.y) ||
               same(a.y, b.y, bounds.max.y);
    };
    double low = std::numeric_limits<double>::infinity(), high = -low;
    const auto& p = seen.points;
    for (std::size_t i = 0, j = p.size() - 1; i < p.size(); j = i++) {
        if (along(p[j], p[i])) continue;
        low = std::min({low, p[j].y, p[i].y});
        high = std::max({high, p[j].y, p[i].y});
    }
    for (const geo::Vec2 corner :
         {bounds.min, bounds.max, geo::Vec2{bounds.min.x, bounds.max.y}, geo::Vec2{bounds.max.x, bounds.min.y}}) {
        const bool reached = std::any_of(p.begin(), p.end(), [&](geo::Vec2 v) {
            return std::abs(v.x - corner.x) < kNear && std::abs(v.y - corner.y) < kNear;
        });
        if (reached) continue;
        low = std::min(low, corner.y);
        high = std::max(high, corner.y);
    }
    return {low, high};
}

// Filled into storage the thread keeps from map to map: a map's hundreds of thousands of changes would otherwise
// cost fresh pages every time (a third of a map's time natively, measured with perf).
const RowCrossings& row_crossings(const std::vector<geo::Polygon>& footprints, const SightMapQuestion& question,
                                  const SightTracing& tracing, const geo::Grid& grid, const geo::Bounds& bounds) {
    const bool reverse = question.reverse, ignore_inside_observer = tracing.ignore_radius > 0;
    const auto fixed_points = spot_points(question.fixed);
    ModelSpot at_origin = question.mover;
    at_origin.position = {};
    const auto offsets = spot_points(at_origin);
    // Rows are counted from the band's first (the grid's own row numbers are reported by crossing_columns).
    const std::size_t band = grid.rows - grid.first_row, first = grid.first_row, n = footprints.size();
    thread_local RowCrossings result;
    // Changes as they come (the first `listed`), each with its cell (band row * columns + column), then counted
    // into place.
    struct Unsorted {
        std::uint32_t cell, column, piece, seen, inside;
    };
    thread_local std::vector<Unsorted> unsorted;
    thread_local std::vector<std::uint32_t> starts, last_change;
    thread_local std::vector<geo::RowCrossing> room;  // crossing_columns
    // One piece's flips at column 0, as differences between a band row and the one before (an edge left of the
    // board flips every row it covers): xor-ed together into the start states once the piece is done.
    thread_local std::vector<std::uint32_t> first_seen, first_inside;
    std::uint32_t listed = 0;
    if (last_change.size() < band * grid.columns) last_change.resize(band * grid.columns);
    result.pieces = n;
    result.start_seen.assign(band * n, kAllLines);
    result.start_inside.assign(band * n, 0);
    result.always.assign(n, 0);
    for (std::size_t p = 0; p < n; ++p) {
        first_seen.assign(band + 1, 0);
        first_inside.assign(band + 1, 0);
        // Flips `seen` and `inside` at every crossing listed. Its loop reads and writes through plain pointers into
        // room made first: with the vectors' own pushes and bounds, a flip cost about 50 instructions in wasm.
        const auto flip_crossings = [&](std::span<const geo::RowCrossing> crossings, std::uint32_t seen,
                                        std::uint32_t inside) {
            if (unsorted.size() < listed + crossings.size())
                unsorted.resize(std::max(listed + crossings.size(), 2 * unsorted.size()));
            Unsorted* const changes = unsorted.data();
            std::uint32_t* const last_at = last_change.data();
            std::uint32_t* const first_seen_at = first_seen.data();
            std::uint32_t* const first_inside_at = first_inside.data();
            const auto piece = static_cast<std::uint32_t>(p);
            std::uint32_t end = listed;
            for (const auto& at : crossings) {
                const std::size_t r = at.row - first;
                if (at.column == 0) {
                    first_seen_at[r] ^= seen;
                    first_seen_at[r + at.rows] ^= seen;
                    first_inside_at[r] ^= inside;
                    first_inside_at[r + at.rows] ^= inside;
                    continue;
                }
                // A piece's flips at one spot from its different lines are made one: there are less than half
                // as many changes to sort and apply. Any change of this piece at this spot will do, so the index
                // kept per spot is checked, never cleared.
                const auto cell = static_cast<std::uint32_t>(r * grid.columns + at.column);
                std::uint32_t& last = last_at[cell];
                if (last < end && changes[last].cell == cell && changes[last].piece == piece) {
                    changes[last].seen ^= seen;
                    changes[last].inside ^= inside;
                } else {
                    last = end;
                    changes[end++] = {cell, at.column, piece, seen, inside};
                }
            }
            listed = end;
        };
        const auto& footprint = footprints[p];
        const auto walls = sight_walls(footprint, question.fixed.position, reverse ? SightTracing{} : tracing);
        // Walls that are the whole outline: a convex one's view is found from its tangents.
        const bool whole_outline = reverse || tracing.ignore_radius <= 0;
        for (std::size_t f = 0; f < fixed_points.size(); ++f) {
            // The observer inside counts as crossing unless ignored; the target inside always does.
            if (geo::contains(footprint, fixed_points[f]) && (reverse || !ignore_inside_observer)) {
                result.always[p] |= reverse ? to_point(f) : from_point(f);
                continue;
            }
            auto seen = whole_outline ? geo::seen_past_convex(fixed_points[f], footprint, bounds) : geo::Polygon{};
            if (seen.points.empty()) seen = geo::visibility_polygon(fixed_points[f], walls, bounds);
            const auto [low, high] = shadow_heights(seen, bounds);
            if (low > high) continue;
            for (std::size_t s = 0; s < offsets.size(); ++s) {
                const std::uint32_t bit = reverse ? line_bit(s, f) : line_bit(f, s);
                geo::Grid shadow = grid;
                const double below = (low - offsets[s].y - grid.origin.y) / grid.spacing - 0.5;
                const double above = (high - offsets[s].y - grid.origin.y) / grid.spacing - 0.5;
                shadow.first_row = static_cast<std::size_t>(
                    std::clamp(std::floor(below) - 1, static_cast<double>(first), static_cast<double>(grid.rows)));
                shadow.rows = static_cast<std::size_t>(std::clamp(
                    std::ceil(above) + 2, static_cast<double>(shadow.first_row), static_cast<double>(grid.rows)));
                // Rows a line's shadow misses see past the piece; the rows it may meet start unseen, then flip
                // at the visibility polygon's edges.
                first_seen[shadow.first_row - first] ^= bit;
                first_seen[shadow.rows - first] ^= bit;
                flip_crossings(geo::crossing_columns(shifted(seen, offsets[s] * -1.0), shadow, room), bit, 0);
            }
        }
        // A spot's point inside the piece: its lines cross (for the observer's points, unless ignored). One
        // offset's spans in a row never overlap, so toggling its lines in and out is the same as setting them.
        if (!(reverse && ignore_inside_observer))
            for (std::size_t s = 0; s < offsets.size(); ++s) {
                const std::uint32_t inside = reverse ? from_point(s) : to_point(s);
                flip_crossings(geo::crossing_columns(shifted(footprint, offsets[s] * -1.0), grid, room), 0, inside);
            }
        std::uint32_t seen = 0, inside = 0;
        for (std::size_t r = 0; r < band; ++r) {
            seen ^= first_seen[r];
            inside ^= first_inside[r];
            result.start_seen[r * n + p] ^= seen;
            result.start_inside[r * n + p] ^= inside;
        }
    }
    // By row and column, counting them into place.
    starts.assign(band * grid.columns + 1, 0);
    const std::span<const Unsorted> all(unsorted.data(), listed);
    for (const auto& change : all) ++starts[change.cell + 1];
    for (std::size_t c = 1; c < starts.size(); ++c) starts[c] += starts[c - 1];
    result.row_end.resize(band);
    for (std::size_t r = 0; r < band; ++r) result.row_end[r] = starts[(r + 1) * grid.columns];
    result.changes.resize(listed);
    for (const auto& change : all)
        result.changes[starts[change.cell]++] = {change.column, change.piece, change.seen, change.inside};
    return result;
}

// Which of spot_points' rim points (1 to 4: +x, +y, -x, -y) lies nearest the way `towards` points.
char nearest_rim(geo::Vec2 towards) {
    if (std::abs(towards.x) >= std::abs(towards.y)) return towards.x > 0 ? 1 : 3;
    return towards.y > 0 ? 2 : 4;
}

}  // namespace

const std::string& SightMap::cover(std::uint8_t spot) const {
    static const std::string none;
    const std::size_t index = spot >> 2;
    return index == 0 || index > covers.size() ? none : covers[index - 1];
}

SpotColour spot_colour(std::uint8_t spot) {
    if (SightMap::unavailable(spot)) return {128, 128, 128};
    switch (SightMap::visibility(spot)) {
        case Visibility::Hidden: return {120, 20, 40};
        case Visibility::PartlyHidden:
            if ((spot >> 2) == 0) return {235, 125, 35};
            [[fallthrough]];
        case Visibility::Visible:
            if ((spot >> 2) != 0) return {240, 200, 40};
            return {50, 165, 80};
    }
    return {0, 0, 0};
}

std::uint8_t spot_code(const SightAnswer& answer, std::vector<std::string>& covers) {
    std::size_t index = 0;
    if (answer.in_cover) {
        const auto found = std::find(covers.begin(), covers.end(), answer.cover);
        index = static_cast<std::size_t>(found - covers.begin()) + 1;
        if (found == covers.end() && covers.size() < 63) covers.push_back(answer.cover);
        index = std::min<std::size_t>(index, 63);
    }
    return static_cast<std::uint8_t>(static_cast<std::uint8_t>(answer.visibility) | (index << 2));
}

std::pair<std::uint32_t, std::uint32_t> sight_map_size(const model::Battlefield& board, double spacing) {
    return {static_cast<std::uint32_t>(std::floor(board.width / spacing + 1e-9)),
            static_cast<std::uint32_t>(std::floor(board.depth / spacing + 1e-9))};
}

SightQuestion question_at(const SightMapQuestion& map, geo::Vec2 spot) {
    SightQuestion q;
    q.battlefield = map.battlefield;
    ModelSpot moved = map.mover;
    moved.position = spot;
    q.observer = map.reverse ? moved : map.fixed;
    q.target = map.reverse ? map.fixed : moved;
    return q;
}

namespace {

// The rules a map applies: a whole-situation judge, or one split piece by piece.
struct MapRules {
    SightJudge whole = nullptr;
    const PieceJudge* pieces = nullptr;

    SightAnswer judge(const SightQuestion& question, const SightLines& lines) const {
        return whole ? whole(question, lines) : judge_by_pieces(*pieces, question, lines);
    }
};

// One piece's part of a verdict, as the map combines it.
struct PiecePart {
    bool on_lines = true;  // false: the piece is not on the lines, and has no part
    Visibility visibility = Visibility::Visible;
    std::uint8_t cover = 0;  // 1 + index into the parts' cover texts; 0 without cover
    std::uint32_t marks = 0;
};

// The first column of the row whose spot lies at or right of x, and the last at or left of `to`.
std::pair<std::size_t, std::size_t> columns_between(const geo::Grid& grid, std::size_t row, double from, double to) {
    const double spacing = grid.spacing;
    auto first = static_cast<long>(std::max(0.0, std::ceil((from - grid.origin.x) / spacing - 0.5) - 1));
    while (first < static_cast<long>(grid.columns) && grid.spot(static_cast<std::size_t>(first), row).x < from) ++first;
    auto last = static_cast<long>(
        std::min(static_cast<double>(grid.columns) - 1, std::floor((to - grid.origin.x) / spacing - 0.5) + 1));
    while (last >= first && grid.spot(static_cast<std::size_t>(last), row).x > to) --last;
    return {static_cast<std::size_t>(first), static_cast<std::size_t>(std::max(last, first - 1) + 1)};
}

// The grid of the map's band of rows, and the map sized for it.
geo::Grid map_grid(const SightMapQuestion& question, SightMap& map) {
    geo::Grid grid;
    grid.spacing = question.spacing;
    const auto [columns, rows] = sight_map_size(question.battlefield, question.spacing);
    grid.columns = columns;
    grid.first_row = std::min(question.first_row, rows);
    grid.rows = question.row_count == 0 ? rows : std::min<std::size_t>(rows, grid.first_row + question.row_count);
    map.spacing = question.spacing;
    map.columns = columns;
    map.rows = static_cast<std::uint32_t>(grid.rows - grid.first_row);
    map.spots.resize(grid.columns * map.rows);
    return grid;
}

// The pieces' footprints on the board, and bounds that lines never meet before a piece: they enclose the board
// and every footprint.
std::vector<geo::Polygon> footprints_of(const SightMapQuestion& question, geo::Bounds& bounds) {
    const auto& board = question.battlefield;
    const double margin = 1 + question.fixed.base + question.mover.base;
    bounds = {{-margin, -margin}, {board.width + margin, board.depth + margin}};
    std::vector<geo::Polygon> footprints;
    for (const auto& piece : board.pieces) {
        footprints.push_back(piece.on_board());
        const auto b = geo::bounds(footprints.back());
        bounds.min = {std::min(bounds.min.x, b.min.x - 1), std::min(bounds.min.y, b.min.y - 1)};
        bounds.max = {std::max(bounds.max.x, b.max.x + 1), std::max(bounds.max.y, b.max.y + 1)};
    }
    return footprints;
}

// With parts ignored near a moving observer, each spot has its own walls: every spot is traced.
void trace_every_spot(const MapRules& rules, const SightTracing& tracing, const geo::Grid& grid, SightQuestion& asked,
                      ModelSpot& spot, SightMap& map) {
    for (std::size_t row = grid.first_row; row < grid.rows; ++row)
        for (std::size_t column = 0; column < grid.columns; ++column) {
            const std::size_t cell = (row - grid.first_row) * grid.columns + column;
            spot.position = grid.spot(column, row);
            if (!sight_question_problem(asked).empty()) {
                map.spots[cell] = kUnavailable;
                continue;
            }
            auto traced = trace_sight_lines(asked, tracing);
            traced.quiet = true;
            map.spots[cell] = spot_code(rules.judge(asked, traced), map.covers);
        }
}

// What the map knows of a piece before any spot.
struct PieceFacts {
    geo::Bounds box;          // the footprint's
    geo::Bounds near;         // spots outside are more than kNearbyReach from the piece
    bool always = false;      // the fixed model is near or on it: report it at every spot
    bool convex = false;      // the mover's facts change only at set distances from its edge
    PieceOnSightLines fixed;  // the fixed model's facts about it
};

std::vector<PieceFacts> piece_facts(const SightMapQuestion& question, const SightQuestion& asked,
                                    const std::vector<geo::Polygon>& footprints, double reach) {
    std::vector<PieceFacts> facts(footprints.size());
    for (std::size_t p = 0; p < footprints.size(); ++p) {
        const auto b = geo::bounds(footprints[p]);
        facts[p].box = b;
        facts[p].near = {{b.min.x - reach, b.min.y - reach}, {b.max.x + reach, b.max.y + reach}};
        measure_model(facts[p].fixed, footprints[p], question.fixed, !question.reverse);
        const double gap = question.reverse ? facts[p].fixed.target_gap : facts[p].fixed.observer_gap;
        facts[p].always = gap <= kNearbyReach;
        facts[p].fixed.piece = &asked.battlefield.pieces[p];
        facts[p].convex = geo::is_convex(footprints[p]);
    }
    return facts;
}

// A judgement table kept from map to map, emptied: a fresh one grown to a map's thousands of parts cost about a
// hundredth of the map.
template <class Value>
KeyTable<Value>& emptied_table() {
    thread_local KeyTable<Value> table;
    table.clear();
    return table;
}

// A judge sees, per piece on the lines, which lines cross it, where each model stands on it and how far each is
// from it (compared only with kGapSteps); and how far apart the models are and which point of the observer's rim
// is nearest the target (some systems draw from there). The fixed model's facts are the same at every spot, so
// spots alike in the mover's share one judgement; a split judge's piece parts are shared between spots alike for
// that piece alone. (The property test holds every spot to the single question, so a judge that needed more would
// be caught.) Forests' inches of line differ from spot to spot: those maps judge every spot.
class MapWalk {
public:
    MapWalk(const SightMapQuestion& question, const MapRules& rules, const SightTracing& tracing, const geo::Grid& grid,
            const std::vector<geo::Polygon>& footprints, const geo::Bounds& bounds, SightQuestion& asked,
            ModelSpot& spot, SightMap& map)
        : question_(question),
          rules_(rules),
          tracing_(tracing),
          grid_(grid),
          footprints_(footprints),
          asked_(asked),
          spot_(spot),
          map_(map),
          pieces_(footprints.size()),
          crossing_(row_crossings(footprints, question, tracing, grid, bounds)),
          facts_(piece_facts(question, asked, footprints, question.mover.base / 2 + kNearbyReach + grid.spacing)),
          share_(!tracing.centre_line),
          split_(rules.pieces != nullptr && share_),
          r_(question.reverse),
          rim_classes_(!split_ || rules.pieces->reads_nearest_rim),
          gap_steps_(split_ ? rules.pieces->gap_steps | kNearbyStep : kEveryGapStep),
          bases_((question.fixed.base + question.mover.base) / 2),
          far_squared_((bases_ + kNearbyReach + 0.01) * (bases_ + kNearbyReach + 0.01)),
          parts_(emptied_table<PiecePart>()),
          finished_(emptied_table<std::uint8_t>()),
          last_key_(pieces_, ~std::uint64_t{0}),
          last_part_(pieces_),
          hider_(pieces_),
          seen_(pieces_),
          inside_(pieces_),
          near_first_(pieces_),
          near_end_(pieces_),
          candidate_(pieces_),
          stale_(pieces_),
          on_lines_(pieces_),
          moved_(pieces_),
          moved_byte_(pieces_),
          mover_of_(pieces_),
          steady_end_(pieces_),
          due_(pieces_) {
        lines_.total = kSpotPoints * kSpotPoints;
        // The fixed model's facts stay; each measure writes only the mover's.
        for (std::size_t p = 0; p < pieces_; ++p) moved_[p] = facts_[p].fixed;
        lines_.quiet = true;
    }

    void walk() {
        for (std::size_t row = grid_.first_row; row < grid_.rows; ++row) walk_row(row);
    }

private:
    static constexpr std::uint8_t kFar = 0xff;

    std::uint8_t mover_byte(const PieceOnSightLines& on) const {
        return static_cast<std::uint8_t>((r_ ? on.holds_observer : on.holds_target) |
                                         (r_ ? on.observer_wholly_on : on.target_wholly_on) << 1 |
                                         (r_ ? on.observer_wholly_near : on.target_wholly_near) << 2 |
                                         gap_class(r_ ? on.observer_gap : on.target_gap, gap_steps_) << 3);
    }

    bool close(std::size_t p, std::size_t column) const { return column >= near_first_[p] && column < near_end_[p]; }

    // The pieces the row can meet where it starts: crossed there, near it, or near the fixed model. A piece crossed
    // further along joins them at its first change (walk_row).
    void start_row(std::size_t row) {
        const std::size_t band_row = row - grid_.first_row;
        const double y = grid_.spot(0, row).y;
        candidate_.clear();
        near_pieces_.clear();
        next_event_ = 0;
        stale_.set_all();
        find_class_edges(row);
        for (std::size_t p = 0; p < pieces_; ++p) {
            seen_[p] = crossing_.start_seen[band_row * pieces_ + p];
            inside_[p] = crossing_.start_inside[band_row * pieces_ + p];
            near_first_[p] = near_end_[p] = 0;
            const auto& near = facts_[p].near;
            if (y >= near.min.y && y <= near.max.y) {
                std::tie(near_first_[p], near_end_[p]) = columns_between(grid_, row, near.min.x, near.max.x);
                if (near_end_[p] > near_first_[p]) near_pieces_.push_back(p);
                mover_of_[p] = kFar;
                steady_end_[p] = due_[p] = 0;
            }
            if (near_end_[p] > near_first_[p] || facts_[p].always || crossing_.crossing(p, seen_[p], inside_[p]))
                candidate_.set(p);
        }
    }

    // The columns around which a spot's class (the rim point nearest the other model, when the judge reads it;
    // gap steps near the fixed one) may change along the row: at the fixed model's x, where |dx| = |dy|, and where
    // the distance to it meets the far distance, each a hair either side so that no edge lies between two
    // neighbouring listed columns.
    void find_class_edges(std::size_t row) {
        class_edges_.clear();
        const geo::Vec2 fixed = question_.fixed.position;
        const double dy = grid_.spot(0, row).y - fixed.y;
        const auto add = [&](double x) {
            constexpr double kHair = 1e-9;
            for (const double at : {x - kHair, x + kHair})
                class_edges_.push_back(columns_between(grid_, row, at, at).first);
        };
        if (rim_classes_) {
            add(fixed.x);
            add(fixed.x - std::abs(dy));
            add(fixed.x + std::abs(dy));
        }
        if (far_squared_ > dy * dy) {
            const double reach = std::sqrt(far_squared_ - dy * dy);
            add(fixed.x - reach);
            add(fixed.x + reach);
        }
        std::sort(class_edges_.begin(), class_edges_.end());
    }

    // Where the mover stands on or near piece p: measured again only once it has moved past the room its last
    // facts leave (along the row the centre moves a spacing a column).
    void measure(std::size_t p, std::size_t column) {
        if (column < steady_end_[p]) return;
        next_event_ = std::min(next_event_, column);  // measure_near compares it again
        due_[p] = column;
        const auto at = measure_model(moved_[p], footprints_[p], spot_, r_, facts_[p].convex);
        moved_byte_[p] = mover_byte(moved_[p]);
        const double room = facts_[p].convex ? facts_steady_along_x(at, spot_.base / 2, gap_steps_) - 1e-9 : 0;
        steady_end_[p] = column + static_cast<std::size_t>(std::clamp(std::ceil(room / grid_.spacing), 1.0, 1e6));
    }

    // Whether the mover's facts about any near piece differ from the last spot's. Before next_event_ no piece
    // comes near, leaves or runs out of room, so none can differ; before its own due column, that piece cannot.
    bool measure_near(std::size_t column) {
        if (column < next_event_) return false;
        bool changed = false;
        std::size_t next = grid_.columns;
        for (const std::size_t p : near_pieces_) {
            if (column < due_[p]) {
                next = std::min(next, due_[p]);
                continue;
            }
            std::uint8_t mover = kFar;
            std::size_t due = grid_.columns;
            if (close(p, column)) {
                measure(p, column);
                mover = moved_byte_[p];
                due = std::min(steady_end_[p], near_end_[p]);
            } else if (column < near_first_[p]) {
                due = near_first_[p];
            }
            if (mover != mover_of_[p]) {
                changed = true;
                stale_.set(p);
            }
            mover_of_[p] = mover;
            due_[p] = due;
            next = std::min(next, due);
        }
        next_event_ = next;
        return changed;
    }

    // A lower bound of the mover's gap to a piece farther than kNearbyReach, from the footprint's box.
    double far_gap(std::size_t p) const {
        const auto& box = facts_[p].box;
        const auto at = spot_.position;
        const double dx = std::max({box.min.x - at.x, 0.0, at.x - box.max.x});
        const double dy = std::max({box.min.y - at.y, 0.0, at.y - box.max.y});
        return std::sqrt(dx * dx + dy * dy) - spot_.base / 2;
    }

    // The facts of piece p at this spot in on_ and mover_; false when it is not on the lines. A piece farther
    // than kNearbyReach gets its gap only when judged (set_far_gap): every judge sees it beyond every gap step.
    bool piece_on(std::size_t p, std::size_t column) {
        const std::uint32_t bits = crossing_.crossing(p, seen_[p], inside_[p]);
        const bool near = close(p, column);
        if (bits == 0 && !near && !facts_[p].always) return false;
        on_ = near ? moved_[p] : facts_[p].fixed;
        on_.crossing = bits;
        on_.lines_crossing = static_cast<std::size_t>(std::popcount(bits));
        // The centre-to-centre line is line 0: it has no length inside a piece it misses.
        if (tracing_.centre_line && (bits & 1u))
            on_.centre_line_inside =
                geo::length_inside({asked_.observer.position, asked_.target.position}, footprints_[p]);
        // Spots outside the near box are more than kNearbyReach (and a spacing) from the footprint: no gap step
        // lies that far, and the mover stands neither on nor near it.
        const double fixed_gap = r_ ? on_.target_gap : on_.observer_gap;
        const double mover_gap = near ? (r_ ? on_.observer_gap : on_.target_gap) : kNearbyReach + 1;
        if (!(on_.lines_crossing > 0 || on_.holds_observer || on_.holds_target || fixed_gap <= kNearbyReach ||
              mover_gap <= kNearbyReach))
            return false;
        mover_ = near ? moved_byte_[p] : 0;
        far_ = !near;
        return true;
    }

    // The lines' distance for a judge.
    void know_distance() {
        if (distance_known_) return;
        lines_.distance = std::max(0.0, geo::distance(question_.fixed.position, spot_.position) - bases_);
        distance_known_ = true;
    }

    void set_far_gap(std::size_t p, PieceOnSightLines& on, bool far) const {
        if (far) (r_ ? on.observer_gap : on.target_gap) = far_gap(p);
    }

    // A split judge's part for piece p (after piece_on), judged once per situation of the piece.
    static std::uint64_t part_key(std::size_t p, std::uint8_t mover, std::uint8_t spot_class, std::uint32_t crossing) {
        return std::uint64_t{p} << 48 | std::uint64_t{mover} << 40 | std::uint64_t{spot_class} << 32 | crossing;
    }

    // A judge's empty answer, in storage kept from judgement to judgement: its reasons and cover keep their room
    // (fresh ones cost an allocation or two per judgement).
    SightAnswer& fresh_answer() {
        restart_answer(answer_, lines_);
        return answer_;
    }

    // Piece p's part judged afresh, and kept for every spot alike for it.
    PiecePart judge_part(std::size_t p, std::size_t column, std::uint64_t key) {
        PiecePart part;
        part.on_lines = piece_on(p, column);
        if (part.on_lines) {
            set_far_gap(p, on_, far_);
            know_distance();
            auto& answer = fresh_answer();
            part.marks = rules_.pieces->piece(asked_, lines_, on_, answer);
            part.visibility = answer.visibility;
            if (answer.in_cover) {
                auto text = std::find(part_covers_.begin(), part_covers_.end(), answer.cover);
                if (text == part_covers_.end()) text = part_covers_.insert(text, answer.cover);
                part.cover = static_cast<std::uint8_t>(text - part_covers_.begin() + 1);
            }
        }
        parts_.insert(key, part);
        return part;
    }

    // Hidden stays hidden (finish only raises it) and has no cover: the piece that hid the last spot most often
    // hides this one too, and no other piece need be judged or measured.
    bool hidden_by_last_hider(std::size_t column, std::uint8_t spot_class) {
        if (hider_ >= pieces_) return false;
        if (close(hider_, column)) measure(hider_, column);
        const PiecePart* part = part_at(hider_, column, spot_class);
        return part != nullptr && part->visibility == Visibility::Hidden;
    }

    // Piece p's part at this spot, or none when it is not on the lines. Whether it is, and its part, follow from
    // the key (its lines, the mover's facts about it, the spot's class): alike to its last, it is that part.
    const PiecePart* part_at(std::size_t p, std::size_t column, std::uint8_t spot_class) {
        const bool near = close(p, column);
        const std::uint32_t bits = crossing_.crossing(p, seen_[p], inside_[p]);
        if (bits == 0 && !near && !facts_[p].always) return nullptr;  // as piece_on finds
        const std::uint64_t key = part_key(p, near ? moved_byte_[p] : 0, spot_class, bits);
        if (last_key_[p] != key) {
            const PiecePart* known = parts_.find(key);
            last_part_[p] = known != nullptr ? *known : judge_part(p, column, key);
            last_key_[p] = key;
        }
        return last_part_[p].on_lines ? &last_part_[p] : nullptr;
    }

    // The pieces' parts combined, then the rules about them together.
    std::uint8_t judge_split(std::size_t column, std::uint8_t spot_class) {
        PiecePart whole;
        hider_ = pieces_;
        if (spot_class != judged_class_) stale_.set_all();
        judged_class_ = spot_class;
        // Only the candidates that were on the lines, or whose part may have changed, can have a part here.
        PieceBits::for_each_in_either(candidate_, stale_, on_lines_, [&](std::size_t p) {
            // A piece whose lines, mover's facts and the spot's class are as when last asked has the same part.
            if (stale_.test(p)) {
                stale_.reset(p);
                if (part_at(p, column, spot_class) == nullptr) {
                    on_lines_.reset(p);
                    return true;
                }
                on_lines_.set(p);
            }
            const PiecePart& part = last_part_[p];
            if (part.visibility == Visibility::Hidden) {
                hider_ = p;
                return false;
            }
            whole.visibility = std::max(whole.visibility, part.visibility);
            if (whole.cover == 0) whole.cover = part.cover;
            whole.marks |= part.marks;
            return true;
        });
        if (hider_ < pieces_) return static_cast<std::uint8_t>(Visibility::Hidden);
        const std::uint64_t finish_key = std::uint64_t{whole.marks} << 32 | std::uint64_t{spot_class} << 16 |
                                         std::uint64_t{whole.cover} << 8 | static_cast<std::uint64_t>(whole.visibility);
        if (const auto* code = finished_.find(finish_key)) return *code;
        know_distance();
        auto& answer = fresh_answer();
        answer.visibility = whole.visibility;
        if (whole.cover != 0) give_cover(answer, part_covers_[whole.cover - 1]);
        rules_.pieces->finish(asked_, lines_, whole.marks, answer);
        settle(answer);
        const std::uint8_t code = spot_code(answer, map_.covers);
        finished_.insert(finish_key, code);
        return code;
    }

    // A whole-situation judge, once per situation of every piece on the lines.
    std::uint8_t judge_whole(std::size_t column, std::uint8_t spot_class) {
        lines_.pieces.clear();
        listed_.clear();
        key_.assign(1, static_cast<char>(spot_class));
        candidate_.for_each([&](std::size_t p) {
            if (!piece_on(p, column)) return;
            lines_.pieces.push_back(on_);
            listed_.push_back({p, far_});
            const auto index = static_cast<std::uint16_t>(p);
            key_.append(reinterpret_cast<const char*>(&index), sizeof index);
            key_.append(reinterpret_cast<const char*>(&on_.crossing), sizeof on_.crossing);
            key_ += static_cast<char>(mover_);
        });
        if (share_) {
            const auto found = judged_.find(key_);
            if (found != judged_.end()) return found->second;
        }
        for (std::size_t i = 0; i < listed_.size(); ++i)
            set_far_gap(listed_[i].first, lines_.pieces[i], listed_[i].second);
        know_distance();
        const std::uint8_t code = spot_code(rules_.judge(asked_, lines_), map_.covers);
        if (share_) judged_.emplace(key_, code);
        return code;
    }

    void walk_row(std::size_t row) {
        start_row(row);
        const std::size_t band_row = row - grid_.first_row;
        std::size_t next_change = 0;
        const auto changes = crossing_.row(band_row);
        std::uint8_t previous_class = 0xff;
        bool previous_valid = false;
        // Spots before it are hidden as the last one was, unless the hider's lines change.
        std::size_t hidden_until = 0;
        for (std::size_t column = 0; column < grid_.columns; ++column) {
            std::uint8_t& cell = map_.spots[band_row * grid_.columns + column];
            // Inside a hidden run, the spots up to the next change are hidden in one go.
            if (column < hidden_until) {
                const std::size_t next_column =
                    next_change < changes.size() ? changes[next_change].column : grid_.columns;
                const std::size_t end = std::min(hidden_until, next_column);
                if (end > column) {
                    std::fill(&cell, &cell + (end - column), static_cast<std::uint8_t>(Visibility::Hidden));
                    column = end - 1;
                    continue;
                }
            }
            bool applied = false, hider_changed = false;
            for (; next_change < changes.size() && changes[next_change].column == column; ++next_change) {
                const auto& change = changes[next_change];
                seen_[change.piece] ^= change.seen;
                inside_[change.piece] ^= change.inside;
                stale_.set(change.piece);
                candidate_.set(change.piece);
                applied = true;
                hider_changed |= change.piece == hider_;
            }
            if (column < hidden_until && !hider_changed) {
                cell = static_cast<std::uint8_t>(Visibility::Hidden);
                continue;
            }
            hidden_until = 0;
            spot_.position = grid_.spot(column, row);
            // Beyond every gap step (with room for rounding) the distance is measured only when a judge reads it.
            const geo::Vec2 apart_by = spot_.position - question_.fixed.position;
            distance_known_ = geo::dot(apart_by, apart_by) < far_squared_;
            if (distance_known_) {
                const double apart = geo::distance(question_.fixed.position, spot_.position);
                if (apart - bases_ < 1 && !sight_question_problem(asked_).empty()) {
                    cell = kUnavailable;
                    previous_valid = false;
                    continue;
                }
                lines_.distance = std::max(0.0, apart - bases_);
            }
            const auto spot_class = static_cast<std::uint8_t>(
                (distance_known_ ? gap_class(lines_.distance) : 0) |
                (rim_classes_ ? nearest_rim(asked_.target.position - asked_.observer.position) << 4 : 0));
            if (split_ && hidden_by_last_hider(column, spot_class)) {
                cell = static_cast<std::uint8_t>(Visibility::Hidden);
                previous_valid = false;  // the near pieces' facts were not compared
                hidden_until = hidden_run_end(column);
                continue;
            }
            const bool changed = measure_near(column) || applied || !share_;
            if (previous_valid && !changed && spot_class == previous_class) {
                cell = (&cell)[-1];
                continue;
            }
            previous_class = spot_class;
            previous_valid = true;
            cell = split_ ? judge_split(column, spot_class) : judge_whole(column, spot_class);
            if (split_ && cell == static_cast<std::uint8_t>(Visibility::Hidden)) {
                previous_valid = false;
                hidden_until = hidden_run_end(column);
            }
        }
    }

    // Where the spots after `column`, hidden by hider_, may stop being hidden the same way (their part's key: the
    // hider's lines, which the walk watches, the mover's facts about it and the spot's class): the next column
    // where the hider comes near, leaves or runs out of room, or a class edge. None while the distance is known.
    std::size_t hidden_run_end(std::size_t column) const {
        const std::size_t h = hider_;
        if (h >= pieces_ || distance_known_) return 0;
        std::size_t end = grid_.columns;
        if (close(h, column))
            end = std::min(steady_end_[h], near_end_[h]);
        else if (column < near_first_[h])
            end = near_first_[h];
        const auto edge = std::upper_bound(class_edges_.begin(), class_edges_.end(), column);
        return edge == class_edges_.end() ? end : std::min(end, *edge);
    }

    const SightMapQuestion& question_;
    const MapRules& rules_;
    const SightTracing& tracing_;
    const geo::Grid& grid_;
    const std::vector<geo::Polygon>& footprints_;
    SightQuestion& asked_;
    ModelSpot& spot_;  // the mover in asked_
    SightMap& map_;
    const std::size_t pieces_;
    const RowCrossings& crossing_;
    const std::vector<PieceFacts> facts_;
    const bool share_, split_, r_;
    const bool rim_classes_;  // a spot's class holds the observer's rim point nearest the target
    const std::uint8_t gap_steps_;  // the steps a mover's gap to a piece is told apart at
    const double bases_, far_squared_;
    SightLines lines_;
    SightAnswer answer_;  // fresh_answer's
    // Judgements shared between spots: whole situations, piece parts (and each piece's last), finishes.
    std::unordered_map<std::string, std::uint8_t> judged_;
    std::string key_;
    std::vector<std::pair<std::size_t, bool>> listed_;  // per piece on the lines: its index, far
    KeyTable<PiecePart>& parts_;
    std::vector<std::string> part_covers_;
    KeyTable<std::uint8_t>& finished_;
    std::vector<std::uint64_t> last_key_;
    std::vector<PiecePart> last_part_;
    std::size_t hider_;  // the piece that hid the last spot judged, if one did
    // The row's state: each piece's lines at the current column, where it is near, which pieces it can meet.
    std::vector<std::uint32_t> seen_, inside_;
    std::vector<std::size_t> near_first_, near_end_;
    // judge_split's last look at each piece: whether it was on the lines (its part in last_part_), and whether
    // its lines or mover's facts have changed since; and the spot class it judged for.
    PieceBits candidate_, stale_, on_lines_;
    std::uint8_t judged_class_ = 0xff;
    std::vector<std::size_t> class_edges_;
    std::vector<std::size_t> near_pieces_;
    // Near pieces: the mover's facts last measured, their byte, the byte at the last spot, and the columns they
    // hold for.
    std::vector<PieceOnSightLines> moved_;
    std::vector<std::uint8_t> moved_byte_, mover_of_;
    std::vector<std::size_t> steady_end_;
    std::vector<std::size_t> due_;  // per near piece: the first column where its facts may change (measure_near)
    std::size_t next_event_ = 0;    // the first column where a near piece's facts may change
    // piece_on's answer.
    PieceOnSightLines on_;
    std::uint8_t mover_ = 0;
    bool far_ = false;
    bool distance_known_ = false;  // lines_.distance is this spot's
};

SightMap build_map(const SightMapQuestion& question, const MapRules& rules, const SightTracing& tracing) {
    SightMap map;
    const geo::Grid grid = map_grid(question, map);
    SightQuestion asked = question_at(question, {});
    ModelSpot& spot = question.reverse ? asked.observer : asked.target;
    if (question.reverse && tracing.ignore_radius > 0) {
        trace_every_spot(rules, tracing, grid, asked, spot, map);
        return map;
    }
    geo::Bounds bounds;
    const auto footprints = footprints_of(question, bounds);
    MapWalk(question, rules, tracing, grid, footprints, bounds, asked, spot, map).walk();
    return map;
}

}  // namespace

SightAnswer judge_by_pieces(const PieceJudge& judge, const SightQuestion& question, const SightLines& lines) {
    auto answer = start_answer(lines);
    std::uint32_t marks = 0;
    for (const auto& on : lines.pieces) marks |= judge.piece(question, lines, on, answer);
    judge.finish(question, lines, marks, answer);
    settle(answer);
    return answer;
}

SightMap build_sight_map(const SightMapQuestion& question, SightJudge judge, const SightTracing& tracing) {
    return build_map(question, {judge, nullptr}, tracing);
}

SightMap build_sight_map(const SightMapQuestion& question, const PieceJudge& judge, const SightTracing& tracing) {
    return build_map(question, {nullptr, &judge}, tracing);
}

Result<SightAnswer> answer_sight_with(const SightQuestion& question, SightJudge judge, const SightTracing& tracing) {
    if (auto problem = sight_question_problem(question); !problem.empty()) return make_error(problem);
    return judge(question, trace_sight_lines(question, tracing));
}

Result<SightAnswer> answer_sight_with(const SightQuestion& question, const PieceJudge& judge,
                                      const SightTracing& tracing) {
    if (auto problem = sight_question_problem(question); !problem.empty()) return make_error(problem);
    return judge_by_pieces(judge, question, trace_sight_lines(question, tracing));
}

namespace {

std::string map_problem(const SightMapQuestion& question) {
    const char* who = question.reverse ? "target" : "observer";
    if (auto problem = off_board_problem(question.battlefield, question.fixed, who); !problem.empty()) return problem;
    if (!(question.spacing >= 0.1 && question.spacing <= 2)) return "A sight map's spots are 0.1\" to 2\" apart.";
    const auto& board = question.battlefield;
    if (!(board.width > 0 && board.depth > 0 && board.width <= 200 && board.depth <= 200))
        return "A sight map needs a board from 0\" to 200\" a side.";
    if (!(question.mover.base > 0 && question.mover.base < 20) ||
        !(question.fixed.base > 0 && question.fixed.base < 20))
        return "Bases are more than 0\" and less than 20\" across.";
    if (question.first_row >= sight_map_size(board, question.spacing).second)
        return "A sight map's band of rows starts past its last row.";
    return {};
}

}  // namespace

Result<SightMap> sight_map_with(const SightMapQuestion& question, SightJudge judge, const SightTracing& tracing) {
    if (auto problem = map_problem(question); !problem.empty()) return make_error(problem);
    return build_sight_map(question, judge, tracing);
}

Result<SightMap> sight_map_with(const SightMapQuestion& question, const PieceJudge& judge,
                                const SightTracing& tracing) {
    if (auto problem = map_problem(question); !problem.empty()) return make_error(problem);
    return build_sight_map(question, judge, tracing);
}

}  // namespace bb::rules
