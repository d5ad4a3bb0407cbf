#pragma once
// What the aos4 plugin says about playing its battleplans: the battlepack (battle tactics, victory margins) and
// each battleplan's scoring lines and objectives by battle round. It never changes, so it is asked for once.
#include "app/session.hpp"
#include "battleboard/plugin/aos4_operations.hpp"
#include "battleboard/plugin/match_operations.hpp"

namespace app::aos4 {

struct BattleData {
    bb::plugin::aos4::Battlepack pack;
    bb::plugin::BattleplanDetailsList details;
    std::string error;  // why the plugin could not answer; panels show it instead of their content
};

const BattleData& battle_data(Session& session);

}  // namespace app::aos4
