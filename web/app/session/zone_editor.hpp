#pragma once
// Drawing and reshaping deployment zones (territories) on the board: the player taps each corner of a new
// zone, or drags the corners of the zones a battleplan laid out. Works on any game system's battlefield.
#include "battleboard/model/battlefield.hpp"

#include <optional>
#include <string>
#include <vector>

namespace app {

struct ZoneCorner {
    std::size_t zone = 0;
    std::size_t corner = 0;
};

struct ZoneEditor {
    bool showing = false;  // the Battle tab is open: handles are drawn and the board answers taps
    bool editing = false;  // the corners of every zone can be dragged
    bool drawing = false;  // taps on the board add corners to the draft
    std::vector<bb::geo::Vec2> draft;
    std::string message;   // why the last draft could not become a zone
    std::string map_seen;  // the system and battleplan the zone list last opened or folded for

    bool takes_taps() const { return showing && drawing; }
    bool shows_corners() const { return showing && (editing || drawing); }

    void start_drawing();
    void add_corner(bb::geo::Vec2 at);
    void undo_corner();
    void cancel();
    // Adds the draft to the battlefield as a new zone when its outline is usable; otherwise keeps drawing and
    // says why. Gives whether the zone was added.
    bool finish(bb::model::Battlefield& battlefield);

    // The corner of an existing zone within `reach` inches of a board point, the nearest one first.
    std::optional<ZoneCorner> corner_at(const bb::model::Battlefield& battlefield, bb::geo::Vec2 at,
                                        double reach) const;
};

// Zones are measured in whole and half inches on the table: a finger lands on the nearest half inch, on the board.
bb::geo::Vec2 snap_zone_point(bb::geo::Vec2 at, const bb::model::Battlefield& battlefield);

// "Zone 1", "Zone 2"...: the first such name no zone of the battlefield uses.
std::string next_zone_name(const bb::model::Battlefield& battlefield);

}  // namespace app
