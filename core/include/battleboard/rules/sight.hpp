#pragma once
// "Can he see me, am I in cover, and why": the question the app and CLI ask a game system's plugin (operation
// "sight"), and the geometry every plugin answers it from. Models are round bases seen from above; terrain is
// its footprint. Lines are drawn between points spread across both bases, so a plugin can tell "some lines
// cross this piece" (not fully visible) from "every line does" (behind it, or hidden).
#include "battleboard/geometry/queries.hpp"
#include "battleboard/geometry/shapes.hpp"
#include "battleboard/model/battlefield.hpp"

#include <cereal/cereal.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>

#include <cstdint>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace bb::rules {

struct ModelSpot {
    geo::Vec2 position;                 // centre of the base, board inches
    double base = 1.26;                 // base diameter in inches (32 mm)
    double height = 1;                  // how tall it stands, in the system's measure (e.g. a Line of Sight value)
    std::vector<std::string> keywords;  // as the game system spells them: INFANTRY, FLY, TOWERING...
    double elevation = 0;               // inches from ground level up to where the base stands (a ruin's upper floor)
    std::uint32_t floor = 0;            // floors above the first, for a model inside a building

    bool has_keyword(const std::string& keyword) const;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t version) {
        ar(position.x, position.y, base, height, keywords);
        if (version >= 2) ar(elevation, floor);
    }
};

struct SightQuestion {
    model::Battlefield battlefield;
    ModelSpot observer;  // the model looking or shooting
    ModelSpot target;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(battlefield, observer, target);
    }
};

enum class Visibility : std::uint8_t { Visible = 0, PartlyHidden = 1, Hidden = 2 };

// What a reason speaks to: a note, how much of the target is hidden, or the cover it has.
enum class ReasonKind : std::uint8_t { Note = 0, Visibility = 1, Cover = 2 };

// One sentence about one piece (or none: piece_id 0), in the system's words.
struct SightReason {
    std::uint32_t piece_id = 0;
    std::string text;
    ReasonKind kind = ReasonKind::Note;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t version) {
        ar(piece_id, text);
        if (version >= 2) ar(kind);
    }
};

// A field added here is reset in restart_answer too (the sight map reuses one answer for every judgement).
struct SightAnswer {
    // Not sent: the sight map asks for the verdict alone, so a quiet answer keeps no reasons.
    bool quiet = false;
    Visibility visibility = Visibility::Visible;
    bool in_cover = false;
    std::string cover;    // what the cover does, e.g. "+1 to armour saves" or "hard cover"; empty without cover
    double distance = 0;  // base edge to base edge, inches
    std::vector<SightReason> reasons;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(visibility, in_cover, cover, distance, reasons);
    }
};

// What the lines between the two bases meet: one entry per piece that some line crosses or that holds either
// model.
struct PieceOnSightLines {
    const model::TerrainPiece* piece = nullptr;
    std::size_t lines_crossing = 0;  // of SightLines::total
    std::uint32_t crossing = 0;      // bit observer_point * kSpotPoints + target_point: that line crosses
    double centre_line_inside = 0;   // inches of the centre-to-centre line inside (when SightTracing asks)
    bool holds_observer = false;     // the observer's centre is on it
    bool holds_target = false;
    bool observer_wholly_on = false;  // the whole base is on it
    bool target_wholly_on = false;
    // Base edge to the footprint, 0 when touching or on it. The sight map gives a lower bound instead when it
    // is more than kNearbyReach: no rule asks about a farther piece.
    double target_gap = 0;
    double observer_gap = 0;
    // The whole base is within kNearbyReach of the footprint (40K barricades: "wholly within 3\"").
    bool target_wholly_near = false;
    bool observer_wholly_near = false;

    bool crossed_by_all(std::size_t total) const { return lines_crossing == total; }
    // Every line from one point of the observer's base crosses it.
    bool crossed_from(std::size_t observer_point) const;
};

// Lines are drawn between fixed points of each base: its centre and its rim at 0, 90, 180 and 270 degrees, so
// the same line joins the same two points whichever spot is asked about (the sight map relies on it).
inline constexpr std::size_t kSpotPoints = 5;
std::vector<geo::Vec2> spot_points(const ModelSpot& model);

// How lines are drawn: parts of a piece within `ignore_radius` of the observer's centre are not there (a system
// whose terrain within the attacker's combat range does not make a target "behind" it).
struct SightTracing {
    double ignore_radius = 0;
    bool centre_line = false;  // measure PieceOnSightLines::centre_line_inside (else it stays 0)
};

// The blocking outline of a piece for one question: its edges, less any part the tracing ignores.
std::vector<geo::Segment> sight_walls(const geo::Polygon& footprint, geo::Vec2 observer, const SightTracing& tracing);

// A piece this close (base edge to footprint) to either model is reported even when no line crosses it: rules
// such as Obscuring (within 1") and barricades (within 3") ask about nearby pieces, not only those in between.
inline constexpr double kNearbyReach = 3.0;

// A judge compares a gap (base to footprint, or lines' distance) only with these steps, directly or through
// geo::at_most / geo::more_than: the sight map judges once for all spots whose gaps lie between the same steps
// (the property test comparing the map with single questions would catch a judge that looked closer).
inline constexpr double kGapSteps[] = {0, 0.05, 1.0, kNearbyReach};
// Some of the steps, as bits (bit i: kGapSteps[i]); the last, the reach of a nearby piece, always counts.
inline constexpr std::uint8_t kEveryGapStep = 0b1111, kNearbyStep = 0b1000;
// Which steps a gap is within, exactly and with the tolerance: spots alike here are alike to every judge (to a
// judge that compares gaps with only some steps, spots alike in those).
std::uint8_t gap_class(double gap, std::uint8_t steps = kEveryGapStep);

struct SightLines {
    std::size_t total = 0;
    std::vector<PieceOnSightLines> pieces;
    double distance = 0;  // base edge to base edge
    bool quiet = false;   // the verdict alone is wanted (see SightAnswer::quiet)
};

// A judge's empty answer for these lines: their distance, quiet when they are.
SightAnswer start_answer(const SightLines& lines);
// The same, made of `answer`: its cover's and reasons' room is kept (the sight map judges thousands of times).
void restart_answer(SightAnswer& answer, const SightLines& lines);

SightLines trace_sight_lines(const SightQuestion& question, const SightTracing& tracing = {});
// The per-piece facts that do not depend on the lines: whether a model stands on the piece, wholly or not,
// and the gap from its base to the footprint (`observer` true: the observer's fields, else the target's).
// Returns how far the model's centre lies from the footprint's edge.
double measure_model(PieceOnSightLines& on, const geo::Polygon& footprint, const ModelSpot& model, bool observer);
// The same for a footprint known to be `convex` or not (a sight map measures one footprint thousands of times),
// returning where the centre lies against it.
geo::NearestPlace measure_model(PieceOnSightLines& on, const geo::Polygon& footprint, const ModelSpot& model,
                                bool observer, bool convex);
// How far a model placed `at` against a convex footprint can move towards +x with every fact measure_model gives
// staying alike for a judge (the same gap_class, the same on, wholly on or wholly near).
double facts_steady_along_x(const geo::NearestPlace& at, double radius, std::uint8_t steps = kEveryGapStep);

// Why the rules cannot answer a question (a model off the board, the two bases overlapping), or empty.
std::string sight_question_problem(const SightQuestion& question);
// A model's centre off the board, or empty.
std::string off_board_problem(const model::Battlefield& battlefield, const ModelSpot& model, const char* who);
// Makes the answer agree with itself: a hidden target keeps no cover (its cover reasons go). Every plugin's
// judge calls it last.
void settle(SightAnswer& answer);

void push_reason(SightAnswer& answer, const model::TerrainPiece* piece, ReasonKind kind, std::string text);
void raise_visibility(SightAnswer& answer, Visibility visibility);
void give_cover(SightAnswer& answer, const std::string& cover);

// For plugins writing an answer. The words are text, or a function giving the text. A quiet answer keeps no
// reasons (a sight map's thousands of spots need only the verdict), so their words are never made.
template <class Words>
void push_words(SightAnswer& answer, const model::TerrainPiece* piece, ReasonKind kind, Words&& words) {
    if (answer.quiet) return;
    if constexpr (std::is_invocable_v<Words>)
        push_reason(answer, piece, kind, std::string(words()));
    else
        push_reason(answer, piece, kind, std::string(std::forward<Words>(words)));
}

// Adds a reason and makes the answer at least as hidden as `visibility`.
template <class Words>
void add_reason(SightAnswer& answer, const model::TerrainPiece* piece, Visibility visibility, Words&& words) {
    raise_visibility(answer, visibility);
    push_words(answer, piece, visibility == Visibility::Visible ? ReasonKind::Note : ReasonKind::Visibility,
               std::forward<Words>(words));
}
// A reason that changes neither visibility nor cover.
template <class Words>
void add_note(SightAnswer& answer, const model::TerrainPiece* piece, Words&& words) {
    push_words(answer, piece, ReasonKind::Note, std::forward<Words>(words));
}
// Gives cover (keeping the first description when several pieces give it) and adds the reason.
template <class Words>
void add_cover(SightAnswer& answer, const model::TerrainPiece* piece, const std::string& cover, Words&& words) {
    give_cover(answer, cover);
    push_words(answer, piece, ReasonKind::Cover, std::forward<Words>(words));
}

}  // namespace bb::rules

CEREAL_CLASS_VERSION(bb::rules::ModelSpot, 2);
CEREAL_CLASS_VERSION(bb::rules::SightQuestion, 1);
CEREAL_CLASS_VERSION(bb::rules::SightReason, 2);
CEREAL_CLASS_VERSION(bb::rules::SightAnswer, 1);
