#pragma once
#include "app/session/battlefields.hpp"
#include "app/session/system_library.hpp"
#include "app/session/zone_editor.hpp"

namespace app {

// The Battle tab's deployment zones: rename or remove each, draw a new one corner by corner on the board, or
// drag the corners of the zones the battleplan laid out.
void draw_zone_section(const SystemLibrary& library, Battlefields& battles, ZoneEditor& zones);

}  // namespace app
