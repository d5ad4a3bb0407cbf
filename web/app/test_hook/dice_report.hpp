#pragma once
// The dice part of the read-only state hook: the tray's pool, its last roll and the battle's roll log.
#include "app/session/dice_tray.hpp"
#include "battleboard/dice/roll_log.hpp"

#include <nlohmann/json.hpp>

namespace app {

nlohmann::json dice_report(const DiceTray& tray, const bb::dice::RollLog& roll_log);

}  // namespace app
