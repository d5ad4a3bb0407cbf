#pragma once
// Everything this plugin keeps about a battle in its plugin state (saved, shared and undone by the host, which
// never reads it): the objectives round by round and the score sheet.
#include "battleboard/model/battlefield.hpp"
#include "objective_rounds_panel.hpp"
#include "score_sheet.hpp"

#include <optional>

namespace aos4 {

struct BattleState {
    ObjectiveRoundsState objectives;
    ScoreSheet sheet;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(objectives, sheet);
    }
};

// Version 1 held the objective rounds alone; version 2 is BattleState.
inline constexpr std::uint32_t kBattleStateVersion = 2;

// The battle's state; nothing when it was written by a newer or broken plugin.
std::optional<BattleState> load_state(const bb::model::Battlefield& battlefield);
bb::model::PluginState save_state(const BattleState& state);

}  // namespace aos4

CEREAL_CLASS_VERSION(aos4::BattleState, 1);
