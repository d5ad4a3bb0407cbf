#pragma once
// Undo and redo for the whole battle of each game system (pieces, sizes, rotations, objectives, zones,
// battleplan, score, rolls kept on pieces: all of the battlefield value), whichever panel changed it. Each
// system keeps its own steps; they are kept on the device (key "undo:<system>") and come back after a reload.
#include "app/session/session.hpp"
#include "app/session/undo_history.hpp"

#include <map>
#include <set>
#include <string>

namespace app {

class BattleHistory {
public:
    // Reads the steps kept on the device.
    void start();
    // After each frame's input: records the current battle as a step once the change has settled.
    void observe(const Session& session, bool settled);
    bool can_undo(const Session& session) const;
    bool can_redo(const Session& session) const;
    // Another tab changed `system_id`'s battle from `before` to `after`: every step takes that change, so an undo
    // here takes back only this tab's own changes.
    void carry(const std::string& system_id, const bb::model::Battlefield& before, const bb::model::Battlefield& after);
    void undo(Session& session);
    void redo(Session& session);
    // Writes the histories that changed since the last call.
    void keep();

private:
    UndoHistory* current(const Session& session);
    const UndoHistory* current(const Session& session) const;
    void put_back(Session& session, const bb::serial::Bytes* battle);

    std::map<std::string, UndoHistory> histories_;
    std::set<std::string> changed_;
};

}  // namespace app
