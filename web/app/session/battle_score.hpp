#pragma once
// The battle summed up (players' scores, rounds played, the result) by the game system's plugin when it keeps
// the score itself (it answers "summary"), asked again only when the battlefield changed since the last time.
#include "app/session/battlefields.hpp"
#include "app/session/system_library.hpp"
#include "battleboard/rules/battle_summary.hpp"
#include "battleboard/serial/blob.hpp"

#include <optional>
#include <string>

namespace app {

class BattleScore {
public:
    BattleScore(const SystemLibrary& library, const Battlefields& battles) : library_(library), battles_(battles) {}
    // Once a frame: sums the battle up again when the battlefield changed.
    void refresh();
    const std::optional<bb::rules::BattleSummary>& score() const { return score_; }
    const std::string& error() const { return error_; }
    // The battle round being played, for the roll log (0 before the score sheet starts).
    int round() const { return score_ ? int(score_->rounds_played) : 0; }

private:
    const SystemLibrary& library_;
    const Battlefields& battles_;
    int switches_seen_ = -1;
    bb::serial::Bytes last_scored_;
    std::optional<bb::rules::BattleSummary> score_;
    std::string error_;
};

}  // namespace app
