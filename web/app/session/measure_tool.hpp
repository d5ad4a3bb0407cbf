#pragma once
// The tape measure: with it on, a drag across the board lays a tape from where the finger went down to where it
// is. Besides the tape's own length, when both ends rest on terrain or objective markers it gives the gap
// between them edge to edge, which is how the rules measure ("within 3"", "more than 6" away").
#include "battleboard/model/battlefield.hpp"

#include <optional>
#include <string>

namespace app {

struct MeasureEnd {
    std::string name;  // the piece's or objective's label; empty on open ground
    std::optional<std::uint32_t> piece_id, objective_id;
};

struct MeasureReading {
    double length = 0;  // end to end, in inches
    MeasureEnd from, to;
    std::optional<double> gap;  // edge to edge, when both ends rest on two different things
};

struct MeasureTool {
    bool active = false;
    std::optional<bb::geo::Vec2> from, to;

    void toggle();
    // Ends are kept on the board: nothing is measured beyond its edge.
    void start(bb::geo::Vec2 at, const bb::model::Battlefield& battlefield);
    void extend(bb::geo::Vec2 at, const bb::model::Battlefield& battlefield);
    // Nothing until a tape has been laid.
    std::optional<MeasureReading> read(const bb::model::Battlefield& battlefield) const;
};

}  // namespace app
