#pragma once
#include "battleboard/system/system_description.hpp"

namespace wfb8 {
// The building rules (line of sight, garrisons, shooting, templates, assaults, panic, multipart
// buildings), one Ability per rule so the building panel can show the ones that apply.
std::vector<bb::sys::Ability> building_rules();
}  // namespace wfb8
