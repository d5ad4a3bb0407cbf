#pragma once
// The share link of a battlefield of the library's current system, as the Share window and the setup sheet make
// it: referring to the system's description, naming its plugin's version, its state in the plugin's layout.
#include "app/session/system_library.hpp"

#include <string>

namespace app {

bb::Result<std::string> share_link(const SystemLibrary& library, const bb::model::Battlefield& battlefield);

}  // namespace app
