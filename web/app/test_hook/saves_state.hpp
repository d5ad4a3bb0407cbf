#pragma once
// The saves part of the read-only state hook: what the Saves tab lists and says.
#include "app/saves/save_store.hpp"

#include <string>

namespace app {

// Adds "saves" to the state document `state_json`.
std::string with_saves_state(const std::string& state_json, const SaveStore& saves);

}  // namespace app
