#pragma once
// "Can he see me, am I in cover, and why": the question the app and CLI ask a game system's plugin (operation
// "sight"), and the geometry every plugin answers it from. Models are round bases seen from above; terrain is
// its footprint. Lines are drawn between points spread across both bases, so a plugin can tell "some lines
// cross this piece" (not fully visible) from "every line does" (behind it, or hidden).
#include "battleboard/geometry/shapes.hpp"
#include "battleboard/model/battlefield.hpp"

#include <cereal/cereal.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace bb::rules {

struct ModelSpot {
    geo::Vec2 position;                 // centre of the base, board inches
    double base = 1.26;                 // base diameter in inches (32 mm)
    double height = 1;                  // how tall it stands, in the system's measure (wfb8: Line of Sight value)
    std::vector<std::string> keywords;  // as the game system spells them: INFANTRY, FLY, TOWERING...

    bool has_keyword(const std::string& keyword) const;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(position.x, position.y, base, height, keywords);
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

// One sentence about one piece (or none: piece_id 0), in the system's words.
struct SightReason {
    std::uint32_t piece_id = 0;
    std::string text;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(piece_id, text);
    }
};

struct SightAnswer {
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
    double centre_line_inside = 0;   // inches of the centre-to-centre line inside the footprint
    bool holds_observer = false;     // the observer's centre is on it
    bool holds_target = false;
    bool observer_wholly_on = false;  // the whole base is on it
    bool target_wholly_on = false;
    double target_gap = 0;  // target base edge to the footprint, 0 when touching or on it
    double observer_gap = 0;

    bool crossed_by_all(std::size_t total) const { return lines_crossing == total; }
};

struct SightLines {
    std::size_t total = 0;
    std::vector<PieceOnSightLines> pieces;
    double distance = 0;  // base edge to base edge
};

SightLines trace_sight_lines(const SightQuestion& question);

// For plugins writing an answer: adds a reason and makes the answer at least as hidden as `visibility`.
void add_reason(SightAnswer& answer, const model::TerrainPiece* piece, Visibility visibility, std::string text);
// Gives cover (keeping the first description when several pieces give it) and adds the reason.
void add_cover(SightAnswer& answer, const model::TerrainPiece* piece, const std::string& cover, std::string text);

}  // namespace bb::rules

CEREAL_CLASS_VERSION(bb::rules::ModelSpot, 1);
CEREAL_CLASS_VERSION(bb::rules::SightQuestion, 1);
CEREAL_CLASS_VERSION(bb::rules::SightReason, 1);
CEREAL_CLASS_VERSION(bb::rules::SightAnswer, 1);
