#pragma once
// The Saves tab: save the battlefield under a name, open, rename or delete saves, export and import a
// .battleboard.json file, download the board as a PNG, and open a link copied from a chat ("Paste link") or shown
// as a QR code ("Scan a code").
#include "app/board/board_paint_options.hpp"
#include "app/saves/save_store.hpp"
#include "app/session/battlefields.hpp"
#include "app/session/system_library.hpp"

#include <string>

namespace app {

// What the tab remembers between frames.
struct SavesTabState {
    std::string new_name;
    std::string renaming;  // key of the save being renamed
    std::string rename_text;
    std::string confirm_delete;    // key of the save waiting for "Delete" to be confirmed
    bool image_requested = false;  // drawn after the frame's panels, by App
    // "Paste link" where the browser does not let the app read the clipboard: a field to paste the link into.
    bool paste_field = false;
    std::string paste_text;
    std::string paste_reason;  // why the clipboard could not be read
};

void draw_saves_tab(const SystemLibrary& library, Battlefields& battles, SaveStore& saves, SavesTabState& ui);

// Exports the battlefield as a .battleboard.json download.
void export_setup(const bb::model::Battlefield& battlefield, SaveStore& saves);
// Draws the board image of `battlefield` (none before a system is chosen) and offers it as a PNG download.
void export_board_image(const bb::model::Battlefield* battlefield, const BoardAnswers& answers, SaveStore& saves);

}  // namespace app
