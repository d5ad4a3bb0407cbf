#pragma once
#include "battleboard/model/battlefield.hpp"
#include "battleboard/result.hpp"
#include "battleboard/rules/findings.hpp"

namespace wh40k7 {
// Every piece on the battlefield; each fortification's purchases (with its points total as advice) and where
// its obstacles and battlement upgrades stand; and the shield barriers that shield generators raise.
bb::Result<bb::rules::Findings> validate_setup(const bb::model::Battlefield& battlefield);
}  // namespace wh40k7
