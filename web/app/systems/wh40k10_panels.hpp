#pragma once
// Warhammer 40,000 10th edition: the Benefit of Cover worked out for one saving throw, and a word on the custom
// deployment map.
#include "app/session.hpp"

namespace app {

void wh40k10_battle_panel(Session& session);

}  // namespace app
