#pragma once
// Keeps the screen on during a battle: a phone left on the table would otherwise sleep while the score sheet
// or the sight check is open. The player can turn it off; it is kept on the device.
namespace platform {

// Whether a battlefield is open; called every frame, acts only on a change (the page handles hiding).
void keep_screen_on(bool battlefield_open);

// The player's setting (on unless turned off).
bool keep_screen_on_setting();
void set_keep_screen_on_setting(bool on);

}  // namespace platform
