#pragma once
// The "can he see me?" tool: two model markers the player drags on the board, and the game system's answer
// about them (visibility, cover, why), asked again whenever the markers or the battlefield change.
#include "app/session/battlefields.hpp"
#include "app/session/sight_map_job.hpp"
#include "app/session/system_library.hpp"
#include "battleboard/rules/sight_map.hpp"
#include "battleboard/serial/blob.hpp"

#include <string>

namespace app {

struct SightTool {
    bool showing = false;  // the Sight tab is open: markers are drawn and can be dragged
    bb::rules::ModelSpot observer, target;
    bool placed = false;  // the markers have been put on this board
    bb::rules::SightAnswer answer;
    std::string error;  // the system could not answer

    // The heat map over the whole board: every spot as a target of the observer, or (reverse) every spot as an
    // observer of the target. A tap on the board moves the other model there, for its full verdict.
    enum class MapMode : std::uint8_t { Off = 0, FromObserver = 1, ToTarget = 2 };
    MapMode map_mode = MapMode::Off;
    bb::rules::SightMap map;  // empty while off or when the system cannot draw one
    std::string map_error;
    std::uint32_t maps_drawn = 0;  // how many times the map was asked for (read by the browser tests)
    // The map shown is the one for the models and board as they are now (not one still being drawn).
    bool map_current() const { return map_current_; }
    const SightMapJob& map_job() const { return job_; }

    // The marker a tap on the board moves while the map is shown.
    bb::rules::ModelSpot& moving() { return map_mode == MapMode::ToTarget ? observer : target; }

    // Puts the markers on the board the first time, then asks the plugin when anything changed.
    void refresh(const SystemLibrary& library, Battlefields& battles);
    // The same over any battlefield of a loaded system (a shared setup shown read-only).
    void refresh_on(const SystemLibrary& library, Battlefields& battles, const bb::model::Battlefield& battlefield,
                    const std::string& system_id);
    void swap();

private:
    void refresh_map(const SystemLibrary& library, Battlefields& battles);

    bb::serial::Bytes last_asked_, last_map_asked_, job_asked_;
    SightMapJob job_;  // the map being drawn over frames; `map` stays the last finished one meanwhile
    bool map_current_ = false;
};

}  // namespace app
