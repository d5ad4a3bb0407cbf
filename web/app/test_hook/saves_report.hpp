#pragma once
// The saves part of the read-only state hook: what the Saves tab lists and says.
#include "app/saves/save_store.hpp"

#include <string>

namespace app {

// Adds "saves" to the state document `state_report`.
std::string with_saves_report(const std::string& state_report, const SaveStore& saves);

}  // namespace app
