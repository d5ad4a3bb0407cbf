#pragma once
// Under the game system picker: "Add a game system" (a plugin bundle from the device, shown with its name,
// version and author before it is added) and the systems added on this device, each with Remove (asked
// once more) and, when it was stopped, why and Retry.
#include "app/session/system_installer.hpp"
#include "app/session/system_library.hpp"

namespace app {

void draw_added_systems(const SystemLibrary& library, SystemInstaller& installer);

}  // namespace app
