#pragma once
// The "can he see me?" tool: two model markers the player drags on the board, and the game system's answer
// about them (visibility, cover, why), asked again whenever the markers or the battlefield change.
#include "battleboard/rules/sight.hpp"
#include "battleboard/serial/blob.hpp"

#include <string>

namespace app {

class Session;

struct SightTool {
    bool showing = false;  // the Sight tab is open: markers are drawn and can be dragged
    bb::rules::ModelSpot observer, target;
    bool placed = false;  // the markers have been put on this board
    bb::rules::SightAnswer answer;
    std::string error;  // the system could not answer

    // Puts the markers on the board the first time, then asks the plugin when anything changed.
    void refresh(Session& session);
    // The same over any battlefield of a loaded system (a shared setup shown read-only).
    void refresh_on(Session& session, const bb::model::Battlefield& battlefield, const std::string& system_id);
    void swap();

private:
    bb::serial::Bytes last_asked_;
};

}  // namespace app
