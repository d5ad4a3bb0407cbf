#pragma once
// First steps: once a game system is chosen and its battlefield is still empty, a short card over the board
// says what to do next (a battleplan, terrain or Generate, Share). Dismissed once, it never shows again on this
// device (the choice is kept in platform storage).
#include "app/session/battlefields.hpp"
#include "app/session/system_library.hpp"

#include <imgui.h>

namespace app {

class FirstSteps {
public:
    // Reads whether the player dismissed it before; it stays hidden until that is known.
    void start();
    // A card across the top of the board, `top` pixels down (below the toolbar).
    void draw(const SystemLibrary& library, const Battlefields& battles, float top, ImVec2 board_size);

private:
    bool known_ = false;
    bool dismissed_ = false;
};

}  // namespace app
