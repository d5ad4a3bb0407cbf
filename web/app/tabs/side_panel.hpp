#pragma once
// The control panel: game system, rules edition and battlefield size over the tabs that show the rest (the
// terrain catalogue, the selected piece's rules...).
#include "app/session/battlefields.hpp"
#include "app/session/selection.hpp"
#include "app/session/system_library.hpp"
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

// What each tab shows below the panel's own rows, drawn by the frame with what that tab needs. `saves` and
// `systems` are shown with no system chosen too, to open a save or a file, or add a game system.
struct TabContents {
    std::function<void(PanelTab open)> opening;  // told the open tab before anything is drawn
    std::function<void()> battle, dice, terrain, sight, piece, saves;
    std::function<void()> systems;  // adding and removing game systems, under the system picker
};

// The tabs, with the system, edition and board pickers at the top of the Battle tab.
void draw_side_panel(const SystemLibrary& library, Battlefields& battles, const Selection& selection, PanelState& ui,
                     const TabContents& contents);

}  // namespace app
