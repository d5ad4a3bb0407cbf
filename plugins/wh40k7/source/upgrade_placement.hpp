#pragma once
#include "battleboard/model/battlefield.hpp"
#include "battleboard/rules/findings.hpp"

namespace wh40k7 {
// Pieces bought for a fortification stand where the rules allow: each obstacle section at most 6" long, every
// obstacle and Battlement & Battlefield upgrade wholly within 6" of its fortification, nothing set on a
// fortification without battlements, and "bought-for" naming a fortification on the table.
void check_upgrade_placement(const bb::model::Battlefield& battlefield, bb::rules::Findings& findings);
}  // namespace wh40k7
