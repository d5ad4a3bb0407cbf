#pragma once
// Score sheets older Battleboards kept apart from the game system's state (in links of formats 2 to 4 and setup
// files), which only the system's plugin reads (plugin/legacy_operations.hpp).
#include "battleboard/link/link.hpp"
#include "plugin_folder.hpp"

#include <string>

namespace cli {

// The plugin's reader for link::decode; the system must outlive it.
bb::link::SheetConverter sheet_converter(LoadedSystem& system);

// Takes a setup file's sheet (battlefield.legacy_sheet) into the battlefield's plugin state; says why when the
// plugin cannot. Nothing to do without one.
std::string take_legacy_sheet(LoadedSystem& system, bb::model::Battlefield& battlefield);

}  // namespace cli
