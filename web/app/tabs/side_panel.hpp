#pragma once
// The control panel: game system, rules edition, battlefield size, the terrain catalogue and the
// selected piece's rules.
#include "app/session/session.hpp"
#include "app/tabs/panel_tabs.hpp"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

namespace app {

// What the panel remembers between frames that is not part of the battlefield.
struct PanelState {
    std::string catalogue_filter;
    std::optional<std::uint32_t> last_picked;  // to notice a new selection
    bool picked_from_catalogue = false;
    bool tapped_pick = false;   // a piece or marker was tapped on the board: show its rules, selected or not
    bool open_terrain = false;  // bring the Terrain tab forward once (a shared setup kept to edit)
    PanelTab open_tab = PanelTab::Battle;
};

// `saves_tab` draws the Saves tab's contents (shown with no system chosen too, to open a save or a file).
void draw_side_panel(Session& session, PanelState& ui, const std::function<void()>& saves_tab);

}  // namespace app
