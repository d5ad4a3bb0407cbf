#pragma once
// The Battle tab's score for game systems whose battlepack the app does not know (40K, Warhammer Fantasy, The
// Old World): each player's victory points round by round, with running totals. Kept on the battlefield's score
// sheet, so it is saved and shared with the setup.
#include "app/session.hpp"

namespace app {

void draw_victory_points_panel(Session& session);

}  // namespace app
