#pragma once
// The side panel's tabs: a strip of finger-sized buttons that wraps. One row when every name fits whole, else
// rows of three (or two), so a narrow panel (a phone on its side, a 320 px phone) never cuts a name to "Ba...",
// as ImGui's own one-row tab bar does.
namespace app {

enum class PanelTab { Battle, Dice, Terrain, Sight, Piece, Saves };

// Draws the strip and opens the tab tapped. Reports each tab's rectangle for the tests ("tab:battle", ...),
// whether its name was drawn whole ("tab:battle:label"), and the open tab ("open-tab").
void draw_panel_tabs(PanelTab& open);

// The open tab's contents scroll on their own under the strip, each tab keeping its own scroll position.
void begin_tab_contents(PanelTab tab);
void end_tab_contents();

}  // namespace app
