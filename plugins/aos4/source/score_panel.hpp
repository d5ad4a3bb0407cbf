#pragma once
// The battle's score sheet as a panel (plugin/panel_protocol.hpp): the players, the roll-off for attacker, and
// battle round by battle round priority, the first turn, each player's scoring lines and battle tactic, with the
// victory points worked out as the players tick. The sheet is the battle's plugin state; the "summary" operation
// sums it up for the host.
#include "battleboard/plugin/panel_protocol.hpp"
#include "battleboard/result.hpp"
#include "battleboard/rules/battle_summary.hpp"
#include "battleboard/system/dice_table.hpp"
#include "battleboard/system/system_description.hpp"

#include <optional>

namespace aos4 {

// Its texts that state a rule name the rules section (or the battleplan's section) of `system` they restate.
void add_score_panel(const bb::plugin::panel::PanelsRequest& request, const bb::sys::SystemDescription& system,
                     bb::plugin::panel::PanelsReply& reply);
// The player's change to the sheet; nothing when the action is not the sheet's.
std::optional<bb::Result<bb::plugin::panel::ActionReply>> act_on_score(const bb::plugin::panel::ActionRequest& request);
// The dice both players roll off with: the first is the attacker's, the second the defender's.
bb::sys::DiceTable roll_off_table();
// The "summary" operation.
bb::Result<bb::rules::BattleSummary> summary(const bb::model::Battlefield& battlefield);

}  // namespace aos4
