#pragma once
// The dice part of the read-only state hook: the tray's pool, its last roll and the battle's roll log.
#include "app/session/session.hpp"

#include <nlohmann/json.hpp>

namespace app {

nlohmann::json dice_state(const Session& session);

}  // namespace app
