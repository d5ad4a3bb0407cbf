#pragma once
// Undo and redo for the whole battle of each game system (pieces, sizes, rotations, objectives, zones,
// battleplan, score, rolls kept on pieces: all of the battlefield value), whichever panel changed it. Each
// system keeps its own steps; they are kept on the device (key "undo:<system>") and come back after a reload.
#include "app/session/battlefields.hpp"
#include "app/session/system_library.hpp"
#include "app/session/undo_history.hpp"

#include <map>
#include <set>
#include <string>

namespace app {

class BattleHistory {
public:
    BattleHistory(const SystemLibrary& library, Battlefields& battles) : library_(library), battles_(battles) {}
    BattleHistory(const BattleHistory&) = delete;
    BattleHistory& operator=(const BattleHistory&) = delete;

    // Reads the steps kept on the device.
    void start();
    // After each frame's input: records the current battle as a step once the change has settled.
    void observe(bool settled);
    bool can_undo() const;
    bool can_redo() const;
    // Another tab changed `system_id`'s battle from `before` to `after`: every step takes that change, so an undo
    // here takes back only this tab's own changes.
    void carry(const std::string& system_id, const bb::model::Battlefield& before, const bb::model::Battlefield& after);
    void undo();
    void redo();
    // Writes the histories that changed since the last call.
    void keep();

private:
    UndoHistory* current();
    const UndoHistory* current() const;
    void put_back(const bb::serial::Bytes* battle);

    const SystemLibrary& library_;
    Battlefields& battles_;

    std::map<std::string, UndoHistory> histories_;
    std::set<std::string> changed_;
};

}  // namespace app
