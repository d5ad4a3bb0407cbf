#include "battleboard/rules/sight_map.hpp"

#include "battleboard/geometry/queries.hpp"
#include "battleboard/geometry/visibility_polygon.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
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

geo::Polygon shifted(const geo::Polygon& polygon, geo::Vec2 by) {
    geo::Polygon result = polygon;
    for (auto& p : result.points) p = p + by;
    return result;
}

// Which lines cross each piece, for every spot: bit (i, k) of bits[piece * spots + spot] is set where the line
// from observer point i to target point k crosses it. The fixed model's points are viewpoints; the spot's points
// are offsets from the spot.
struct Crossings {
    std::size_t spots = 0;
    std::vector<std::uint32_t> bits;
};

Crossings crossings(const std::vector<geo::Polygon>& footprints, const SightMapQuestion& question,
                    const SightTracing& tracing, const geo::Grid& grid, const geo::Bounds& bounds) {
    const bool reverse = question.reverse, ignore_inside_observer = tracing.ignore_radius > 0;
    const auto fixed_points = spot_points(question.fixed);
    ModelSpot at_origin = question.mover;
    at_origin.position = {};
    const auto offsets = spot_points(at_origin);
    Crossings result;
    // Rows are counted from the band's first (the grid's own row numbers are reported by fill_spans).
    const std::size_t band = grid.rows - grid.first_row, first = grid.first_row;
    const std::size_t width = grid.columns + 1, spots = result.spots = grid.columns * band;
    result.bits.resize(spots * footprints.size());
    // Where each line's visibility changes along a row; a running xor along the row then gives the lines that
    // do not see past the piece. One piece at a time, so the toggles stay in cache.
    std::vector<std::uint32_t> toggles(width * band);
    for (std::size_t p = 0; p < footprints.size(); ++p) {
        const auto& footprint = footprints[p];
        const auto walls = sight_walls(footprint, question.fixed.position, reverse ? SightTracing{} : tracing);
        std::fill(toggles.begin(), toggles.end(), 0);
        std::uint32_t always = 0;  // lines crossing at every spot: a fixed point inside the piece
        for (std::size_t f = 0; f < fixed_points.size(); ++f) {
            // The observer inside counts as crossing unless ignored; the target inside always does.
            if (geo::contains(footprint, fixed_points[f]) && (reverse || !ignore_inside_observer)) {
                always |= reverse ? to_point(f) : from_point(f);
                continue;
            }
            const auto seen = geo::visibility_polygon(fixed_points[f], walls, bounds);
            for (std::size_t s = 0; s < offsets.size(); ++s) {
                const std::uint32_t bit = reverse ? line_bit(s, f) : line_bit(f, s);
                geo::fill_spans(shifted(seen, offsets[s] * -1.0), grid,
                                [&](std::size_t row, std::size_t a, std::size_t b) {
                                    toggles[(row - first) * width + a] ^= bit;
                                    toggles[(row - first) * width + b] ^= bit;
                                });
            }
        }
        std::uint32_t* crossing = &result.bits[p * spots];
        for (std::size_t row = 0; row < band; ++row) {
            std::uint32_t seen = 0;
            for (std::size_t c = 0; c < grid.columns; ++c) {
                seen ^= toggles[row * width + c];
                crossing[row * grid.columns + c] = (~seen & kAllLines) | always;
            }
        }
        // A spot's point inside the piece: its lines cross (for the observer's points, unless ignored).
        if (reverse && ignore_inside_observer) continue;
        for (std::size_t s = 0; s < offsets.size(); ++s) {
            const std::uint32_t inside = reverse ? from_point(s) : to_point(s);
            geo::fill_spans(shifted(footprint, offsets[s] * -1.0), grid,
                            [&](std::size_t row, std::size_t a, std::size_t b) {
                                for (std::size_t c = a; c < b; ++c)
                                    crossing[(row - first) * grid.columns + c] |= inside;
                            });
        }
    }
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

SightMap build_sight_map(const SightMapQuestion& question, SightJudge judge, const SightTracing& tracing) {
    SightMap map;
    map.spacing = question.spacing;
    const auto& board = question.battlefield;
    geo::Grid grid;
    grid.spacing = question.spacing;
    const auto [columns, rows] = sight_map_size(board, question.spacing);
    grid.columns = columns;
    grid.first_row = std::min(question.first_row, rows);
    grid.rows = question.row_count == 0 ? rows : std::min<std::size_t>(rows, grid.first_row + question.row_count);
    map.columns = columns;
    map.rows = static_cast<std::uint32_t>(grid.rows - grid.first_row);

    SightQuestion asked = question_at(question, {});
    ModelSpot& spot = question.reverse ? asked.observer : asked.target;
    const double reach = question.mover.base / 2 + kNearbyReach + grid.spacing;
    // Lines never meet the bounds before a piece: they enclose the board and every footprint.
    const double margin = 1 + question.fixed.base + question.mover.base;
    geo::Bounds bounds{{-margin, -margin}, {board.width + margin, board.depth + margin}};
    std::vector<geo::Polygon> footprints;
    for (const auto& piece : asked.battlefield.pieces) {
        footprints.push_back(piece.on_board());
        const auto b = geo::bounds(footprints.back());
        bounds.min = {std::min(bounds.min.x, b.min.x - 1), std::min(bounds.min.y, b.min.y - 1)};
        bounds.max = {std::max(bounds.max.x, b.max.x + 1), std::max(bounds.max.y, b.max.y + 1)};
    }
    // With parts ignored near a moving observer, each spot has its own walls: those spots are traced.
    const bool trace_each = question.reverse && tracing.ignore_radius > 0;

    struct PieceFacts {
        geo::Bounds box;          // the footprint's
        geo::Bounds near;         // spots outside are more than kNearbyReach from the piece
        bool always = false;      // the fixed model is near or on it: report it at every spot
        PieceOnSightLines fixed;  // the fixed model's facts about it
    };
    const std::size_t pieces = trace_each ? 0 : footprints.size();
    std::vector<PieceFacts> facts(pieces);
    Crossings crossing;
    if (!trace_each) crossing = crossings(footprints, question, tracing, grid, bounds);
    for (std::size_t p = 0; p < pieces; ++p) {
        const auto b = geo::bounds(footprints[p]);
        facts[p].box = b;
        facts[p].near = {{b.min.x - reach, b.min.y - reach}, {b.max.x + reach, b.max.y + reach}};
        measure_model(facts[p].fixed, footprints[p], question.fixed, !question.reverse);
        const double gap = question.reverse ? facts[p].fixed.target_gap : facts[p].fixed.observer_gap;
        facts[p].always = gap <= kNearbyReach;
    }

    // A judge sees, per piece on the lines, which lines cross it, where each model stands on it and how far
    // each is from it (compared only with kGapSteps); and how far apart the models are and which point of the
    // observer's rim is nearest the target (Age of Sigmar draws from there). The fixed model's facts are the
    // same at every spot, so spots alike in the mover's share one judgement. (The property test holds every spot
    // to the single question, so a judge that needed more would be caught.) Forests' inches of line differ from
    // spot to spot: those maps judge every spot.
    const bool share = !trace_each && !tracing.centre_line;
    std::unordered_map<std::string, std::uint8_t> judged;
    std::string key, previous_key;

    map.spots.resize(grid.columns * map.rows);
    SightLines lines;
    lines.total = kSpotPoints * kSpotPoints;
    lines.quiet = true;
    // A row's crossings spot by spot, every piece's side by side: the spots below read them in that order.
    std::vector<std::uint32_t> row_bits(grid.columns * pieces);
    for (std::size_t row = grid.first_row; row < grid.rows; ++row) {
        for (std::size_t p = 0; p < pieces; ++p) {
            const std::uint32_t* from = &crossing.bits[p * crossing.spots + (row - grid.first_row) * grid.columns];
            for (std::size_t column = 0; column < grid.columns; ++column) row_bits[column * pieces + p] = from[column];
        }
        for (std::size_t column = 0; column < grid.columns; ++column) {
            const std::size_t cell = (row - grid.first_row) * grid.columns + column;
            spot.position = grid.spot(column, row);
            if (!sight_question_problem(asked).empty()) {
                map.spots[cell] = kUnavailable;
                previous_key.clear();
                continue;
            }
            if (trace_each) {
                auto traced = trace_sight_lines(asked, tracing);
                traced.quiet = true;
                map.spots[cell] = spot_code(judge(asked, traced), map.covers);
                continue;
            }
            lines.pieces.clear();
            lines.distance = std::max(0.0, geo::distance(asked.observer.position, asked.target.position) -
                                               asked.observer.base / 2 - asked.target.base / 2);
            key.assign(1, static_cast<char>(gap_class(lines.distance)));
            key += nearest_rim(asked.target.position - asked.observer.position);
            for (std::size_t p = 0; p < pieces; ++p) {
                const std::uint32_t bits = row_bits[column * pieces + p];
                const auto& near = facts[p].near;
                const bool close = spot.position.x >= near.min.x && spot.position.x <= near.max.x &&
                                   spot.position.y >= near.min.y && spot.position.y <= near.max.y;
                if (bits == 0 && !close && !facts[p].always) continue;
                PieceOnSightLines on = facts[p].fixed;
                on.piece = &asked.battlefield.pieces[p];
                on.crossing = bits;
                on.lines_crossing = static_cast<std::size_t>(std::popcount(bits));
                // The centre-to-centre line is line 0: it has no length inside a piece it misses.
                if (tracing.centre_line && (bits & 1u))
                    on.centre_line_inside =
                        geo::length_inside({asked.observer.position, asked.target.position}, footprints[p]);
                if (close) {
                    measure_model(on, footprints[p], spot, question.reverse);
                } else {  // farther than kNearbyReach: a lower bound, from the footprint's box
                    const auto& box = facts[p].box;
                    const double dx = std::max({box.min.x - spot.position.x, 0.0, spot.position.x - box.max.x});
                    const double dy = std::max({box.min.y - spot.position.y, 0.0, spot.position.y - box.max.y});
                    (question.reverse ? on.observer_gap : on.target_gap) = std::sqrt(dx * dx + dy * dy) - spot.base / 2;
                }
                if (!(on.lines_crossing > 0 || on.holds_observer || on.holds_target || on.target_gap <= kNearbyReach ||
                      on.observer_gap <= kNearbyReach))
                    continue;
                lines.pieces.push_back(on);
                if (!share) continue;
                const bool r = question.reverse;
                const auto mover = static_cast<std::uint8_t>(
                    (r ? on.holds_observer : on.holds_target) | (r ? on.observer_wholly_on : on.target_wholly_on) << 1 |
                    (r ? on.observer_wholly_near : on.target_wholly_near) << 2 |
                    gap_class(r ? on.observer_gap : on.target_gap) << 3);
                const auto index = static_cast<std::uint16_t>(p);
                key.append(reinterpret_cast<const char*>(&index), sizeof index);
                key.append(reinterpret_cast<const char*>(&bits), sizeof bits);
                key += static_cast<char>(mover);
            }
            if (!share) {
                map.spots[cell] = spot_code(judge(asked, lines), map.covers);
                continue;
            }
            // Neighbours along a row are most often alike: no need to look that up.
            if (column > 0 && key == previous_key) {
                map.spots[cell] = map.spots[cell - 1];
                continue;
            }
            std::swap(key, previous_key);
            const auto found = judged.find(previous_key);
            if (found != judged.end()) {
                map.spots[cell] = found->second;
                continue;
            }
            map.spots[cell] = spot_code(judge(asked, lines), map.covers);
            judged.emplace(previous_key, map.spots[cell]);
        }
    }
    return map;
}

Result<SightAnswer> answer_sight_with(const SightQuestion& question, SightJudge judge, const SightTracing& tracing) {
    if (auto problem = sight_question_problem(question); !problem.empty()) return make_error(problem);
    return judge(question, trace_sight_lines(question, tracing));
}

Result<SightMap> sight_map_with(const SightMapQuestion& question, SightJudge judge, const SightTracing& tracing) {
    const char* who = question.reverse ? "target" : "observer";
    if (auto problem = off_board_problem(question.battlefield, question.fixed, who); !problem.empty())
        return make_error(problem);
    if (!(question.spacing >= 0.1 && question.spacing <= 2))
        return make_error("A sight map's spots are 0.1\" to 2\" apart.");
    const auto& board = question.battlefield;
    if (!(board.width > 0 && board.depth > 0 && board.width <= 200 && board.depth <= 200))
        return make_error("A sight map needs a board from 0\" to 200\" a side.");
    if (!(question.mover.base > 0 && question.mover.base < 20) ||
        !(question.fixed.base > 0 && question.fixed.base < 20))
        return make_error("Bases are more than 0\" and less than 20\" across.");
    if (question.first_row >= sight_map_size(board, question.spacing).second)
        return make_error("A sight map's band of rows starts past its last row.");
    return build_sight_map(question, judge, tracing);
}

}  // namespace bb::rules
