#pragma once
// Two players changed the same thing at the same moment (core sync/replica.hpp's Conflict): both phones keep the
// same one, and each player is told, in a sentence, which change was kept and which was lost.
#include "battleboard/model/battlefield.hpp"
#include "battleboard/sync/replica.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace app {

// `battle` is the conflicts' system's battle after the merge; `other` names who else changed it ("the other
// phone", "another tab"). Empty when there is nothing to say.
std::string conflict_notice(const std::vector<bb::sync::Conflict>& conflicts, const bb::model::Battlefield& battle,
                            std::string_view other);

}  // namespace app
