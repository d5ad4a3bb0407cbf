#pragma once
// A battlefield's plugin state in setup JSON: {"version": N, "data": "<hex bytes>"}, kept out of the file when
// the game system has none.
#include "battleboard/model/plugin_state.hpp"

#include <nlohmann/json.hpp>
#include <string>

namespace bb::setup {

inline constexpr std::size_t kMaxPluginStateBytes = 64 * 1024;

nlohmann::json plugin_state_fields(const model::PluginState& state);
// Reads the fields; gives a message naming `where` when they are unusable, empty when they were read.
std::string read_plugin_state_fields(const nlohmann::json& object, const std::string& where, model::PluginState& state);

}  // namespace bb::setup
