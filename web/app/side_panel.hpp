#pragma once
// The control panel: game system, rules edition, battlefield size, the terrain catalogue and the
// selected piece's rules.
#include "app/session.hpp"

#include <string>

namespace app {

// What the panel remembers between frames that is not part of the battlefield.
struct PanelState {
    std::string catalogue_filter;
};

void draw_side_panel(Session& session, PanelState& ui);

} // namespace app
