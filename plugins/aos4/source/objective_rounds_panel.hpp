#pragma once
// Where the battleplan's objectives stand in a chosen battle round: Starstrike's rolled positions, The Vice's new
// objectives, Shifting Objectives' primary objective, the objectives Scorched Earth lets players remove. A round
// picker with that round's rolls, and the round's objectives marked on the board. The round shown and the rolls
// are the battle's plugin state, so they are saved, shared and undone with the rest of the battle.
#include "battleboard/plugin/panel_protocol.hpp"
#include "battleboard/result.hpp"

#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>
#include <optional>
#include <string>
#include <vector>

namespace aos4 {

// A roll that placed one objective of a group (Starstrike) or picked the group's primary (Shifting Objectives).
struct GroupRoll {
    std::uint32_t round = 1;
    std::string group;
    std::int32_t total = 0;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(round, group, total);
    }
};

struct ObjectiveRoundsState {
    std::string battleplan_id;  // the rolls below belong to it
    std::uint32_t round = 1;    // 0: the board without round marks
    std::vector<GroupRoll> rolls;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(battleplan_id, round, rolls);
    }
};

// The panel (nothing for battleplans whose objectives stay the same all battle) and its marks on the board.
void add_objective_rounds(const bb::plugin::panel::PanelsRequest& request, const bb::sys::SystemDescription& system,
                          bb::plugin::panel::PanelsReply& reply);
// The player's change to the panel: a round picked or a group rolled. Nothing when the action is not the panel's.
std::optional<bb::Result<bb::plugin::panel::ActionReply>> act_on_objective_rounds(
    const bb::plugin::panel::ActionRequest& request);

}  // namespace aos4

CEREAL_CLASS_VERSION(aos4::GroupRoll, 1);
CEREAL_CLASS_VERSION(aos4::ObjectiveRoundsState, 1);
