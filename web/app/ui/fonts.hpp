#pragma once
namespace app {

// Loads the embedded UI font rasterised for the screen's pixel ratio, so text stays sharp on HiDPI screens.
void load_fonts(float pixel_ratio);

}  // namespace app
