#pragma once
// The request that hands a setup file's score sheet of an older Battleboard (model::Battlefield::legacy_sheet, or a
// score sheet file) to the game system's plugin: the JSON text and the same parsed as plain data, so the plugin
// reads it without a JSON parser of its own.
#include "battleboard/plugin/legacy_operations.hpp"

#include <string>

namespace bb::setup {

plugin::LegacySheet legacy_sheet_request(const std::string& json_text, const model::PluginState& state);

}  // namespace bb::setup
