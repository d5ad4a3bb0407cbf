#pragma once
// Finger input for every window, written once: the platform's finger events go through TouchGesture, which
// decides what the UI's pointer does, so no panel (including panels added later) can be changed by a finger
// that was scrolling. Also: presses never land in the frame the pointer arrives (tabs switch on one tap), and
// no tooltip shows while a finger is in control.
#include "app/input/touch_gesture.hpp"

union SDL_Event;

namespace app::touch {

// Before the window opens: fingers are not turned into mouse events by SDL; this layer does it.
void set_up();
// Takes finger events (gives true: the UI backend must not see them) and notes real mouse use.
bool process_event(const SDL_Event& event);
// After the UI backend's new frame, before the UI's: sets the pointer while a finger is in control.
void before_frame();
// Inside a window whose presses act at once (the board): a finger there drags without a hold.
void presses_act_at_once();
// After the windows are drawn: scrolls what the finger is scrolling, hides tooltips under a finger.
void after_frame();

// Whether the last pointer used was a finger.
bool finger_in_control();
// A finger is down, or its tap has not yet been wholly delivered to the UI.
bool finger_busy();
// Two fingers on the screen, if any.
std::optional<Pinch> pinch();

}  // namespace app::touch
