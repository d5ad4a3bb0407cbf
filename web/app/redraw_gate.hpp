#pragma once
// Skips frames whose picture is the one already on screen. A browser keeps showing a WebGL canvas's last
// picture until something is drawn to it again, so an idle table costs the GPU (and a phone's battery)
// nothing: measured in headless Chromium, an idle app's GPU process used 1.05 cores drawing the same frame
// at the full rate. Frames are built only on demand (platform/main_loop.js); of those, one that settles ImGui
// after input without changing the picture is not drawn either.
#include <imgui.h>

#include <cstdint>

namespace app {

class RedrawGate {
public:
    // True when `picture` differs from the last one drawn (or none was): draw it, it is now the one on screen.
    bool changed(const ImDrawData& picture);
    long drawn() const { return drawn_; }
    // The next frame is drawn whatever it holds (a hidden page's canvas may have been let go).
    void forget() { on_screen_valid_ = false; }

private:
    std::uint64_t on_screen_ = 0;
    bool on_screen_valid_ = false;
    long drawn_ = 0;
};

}  // namespace app
