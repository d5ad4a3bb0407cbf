#pragma once
// Whose territory (or deployment zone) is whose. Player 1 sits at the board's south edge (the bottom of the
// normal view) and player 2 across the table, so of a battlefield's two zones the one lying further south (or,
// split east and west, further west) is player 1's. The players' names from the battle's
// score stand in once it is kept.
#include "battleboard/model/battlefield.hpp"

#include <string>
#include <vector>

namespace app {

// One owner's name per territory, in the battlefield's order; empty when there are not exactly two zones.
// `names`: the players' names in seat order (player 1 first); "Player N" for a seat without one.
std::vector<std::string> zone_owners(const bb::model::Battlefield& battlefield, const std::vector<std::string>& names);

}  // namespace app
