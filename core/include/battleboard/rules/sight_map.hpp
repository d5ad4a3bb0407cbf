#pragma once
// The sight map: from one observer, every spot of the table classified for a target standing there as hidden,
// visible in cover (which cover) or visible in the open, by a game system's own rules; or the reverse, every
// spot from which a marked target can be seen. Operation "sight-map" of a plugin. The lines the rules judge
// are the same as for one "sight" question, but found for the whole grid at once: the visibility polygon of
// each observer point against each piece, filled onto the grid, instead of a line traced to every spot.
#include "battleboard/result.hpp"
#include "battleboard/rules/sight.hpp"

#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>

#include <cstdint>
#include <utility>

namespace bb::rules {

struct SightMapQuestion {
    model::Battlefield battlefield;
    ModelSpot fixed;        // the observer; with `reverse`, the target
    ModelSpot mover;        // the model imagined on every spot (its position is ignored)
    bool reverse = false;   // spots are observers looking at `fixed`
    double spacing = 0.25;  // inches between spots
    // Not sent (SightMapRows carries them): a band of the map's rows, `row_count` 0 for all from `first_row`.
    std::uint32_t first_row = 0, row_count = 0;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(battlefield, fixed, mover, reverse, spacing);
    }
};

// Operation "sight-map-rows": the same map a band of rows at a time, so the app can spread one over frames.
// The reply is a SightMap of those rows alone (its `rows`), with its own list of covers.
struct SightMapRows {
    SightMapQuestion question;
    std::uint32_t first_row = 0, row_count = 0;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(question, first_row, row_count);
    }
};

// One spot's verdict in a byte: the visibility (low two bits; kUnavailable where the mover's base would
// overlap the fixed model or stand off the board) and, above them, 1 + the index of its cover in
// SightMap::covers (0: no cover).
inline constexpr std::uint8_t kUnavailable = 3;

struct SightMap {
    std::uint32_t columns = 0, rows = 0;
    double spacing = 0.25;            // spot (c, r) stands at ((c + 0.5) * spacing, (r + 0.5) * spacing)
    std::vector<std::uint8_t> spots;  // row by row, from the board's y = 0 edge
    std::vector<std::string> covers;  // each distinct cover description met

    std::uint8_t at(std::uint32_t column, std::uint32_t row) const { return spots[row * columns + column]; }
    static Visibility visibility(std::uint8_t spot) { return static_cast<Visibility>(spot & 3); }
    static bool unavailable(std::uint8_t spot) { return (spot & 3) == kUnavailable; }
    // Empty without cover.
    const std::string& cover(std::uint8_t spot) const;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(columns, rows, spacing, spots, covers);
    }
};

// The legend colour of a spot, shared by the command line's PNG and the app's heat map: hidden, partly hidden
// (no cover), visible in cover, visible in the open, unavailable.
struct SpotColour {
    std::uint8_t r, g, b;
};
SpotColour spot_colour(std::uint8_t spot);

// A system's rules applied to lines already found: what "sight" answers once the lines are traced.
using SightJudge = SightAnswer (*)(const SightQuestion& question, const SightLines& lines);

// A system's rules split piece by piece: what one piece on the lines does to the verdict, then what the pieces
// do together. The single question runs every piece in order, then `finish`, then settle (judge_by_pieces); the
// map judges a piece's part once per situation of that piece (its lines, where the mover stands on it) and
// combines the parts (visibility: the most hidden; cover: the first piece's; marks: or-ed), so both give the same
// verdict by construction. Both read only `total`, `distance` and `quiet` of the lines; `piece` never reads what
// other pieces added to the answer, and `finish` never lowers the visibility.
struct PieceJudge {
    // Adds the piece's reasons, visibility and cover; returns marks (the system's own bits) for `finish`.
    std::uint32_t (*piece)(const SightQuestion& question, const SightLines& lines, const PieceOnSightLines& on,
                           SightAnswer& answer) = nullptr;
    // The rules about the pieces together, from their marks or-ed and the answer they made.
    void (*finish)(const SightQuestion& question, const SightLines& lines, std::uint32_t marks,
                   SightAnswer& answer) = nullptr;
    // The gap steps (bits of kGapSteps) the judge compares a model's gap to a piece with: the map tells apart
    // only spots whose gaps differ at these (and the nearby reach), so it measures and judges less often. A step
    // left out must never change a part; the property test holds the map to the single question.
    std::uint8_t gap_steps = kEveryGapStep;
    // Whether a verdict may depend on which point of the observer's rim is nearest the target (a system drawing
    // lines from there). Without it the map tells spots apart by their gap steps to the fixed model alone, so
    // along a row it judges again far less often.
    bool reads_nearest_rim = true;
};
SightAnswer judge_by_pieces(const PieceJudge& judge, const SightQuestion& question, const SightLines& lines);

// The whole map in one pass; `tracing` as the system draws lines (for the fixed observer).
SightMap build_sight_map(const SightMapQuestion& question, SightJudge judge, const SightTracing& tracing = {});
SightMap build_sight_map(const SightMapQuestion& question, const PieceJudge& judge, const SightTracing& tracing = {});

// The byte a map stores for one answer (adding its cover to `covers` when new).
std::uint8_t spot_code(const SightAnswer& answer, std::vector<std::string>& covers);

// A plugin's "sight" and "sight-map" operations over its judge: questions are checked first (a model off the
// board, overlapping bases, a spacing outside 0.1" to 2") and answered as errors.
Result<SightAnswer> answer_sight_with(const SightQuestion& question, SightJudge judge,
                                      const SightTracing& tracing = {});
Result<SightMap> sight_map_with(const SightMapQuestion& question, SightJudge judge, const SightTracing& tracing = {});
Result<SightAnswer> answer_sight_with(const SightQuestion& question, const PieceJudge& judge,
                                      const SightTracing& tracing = {});
Result<SightMap> sight_map_with(const SightMapQuestion& question, const PieceJudge& judge,
                                const SightTracing& tracing = {});

// How many columns and rows of spots a map of this board has.
std::pair<std::uint32_t, std::uint32_t> sight_map_size(const model::Battlefield& board, double spacing);

// A plugin's "sight-map-rows" over its "sight-map" answer: {kSightMapRows, typed<rules::SightMapRows,
// rules::SightMap, &rules::answer_rows<&answer_sight_map>>}.
template <Result<SightMap> (*answer)(const SightMapQuestion&)>
Result<SightMap> answer_rows(const SightMapRows& rows) {
    SightMapQuestion question = rows.question;
    question.first_row = rows.first_row;
    question.row_count = rows.row_count;
    return answer(question);
}

// The single question a map spot stands for.
SightQuestion question_at(const SightMapQuestion& map, geo::Vec2 spot);

}  // namespace bb::rules

CEREAL_CLASS_VERSION(bb::rules::SightMapQuestion, 1);
CEREAL_CLASS_VERSION(bb::rules::SightMap, 1);
CEREAL_CLASS_VERSION(bb::rules::SightMapRows, 1);
