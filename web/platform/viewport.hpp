#pragma once
// The part of the page the app may draw in. In the browser the canvas follows the visual viewport (what is left
// between the browser's bars and a phone's keyboard), and the page reports the safe-area insets (a notch, rounded
// corners, the home indicator) that the app keeps its controls out of. Natively the window is all there is.
namespace platform {

// CSS pixels from each edge of the canvas.
struct SafeArea {
    float top = 0, right = 0, bottom = 0, left = 0;
};

// Starts following the visual viewport and the safe area (once, after the window exists).
void watch_viewport();
SafeArea safe_area();

}  // namespace platform
