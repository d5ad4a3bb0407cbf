#include "battle_state.hpp"

#include "battleboard/sdk/panel_sdk.hpp"

namespace aos4 {

std::string player_name(const ScoreSheet& sheet, std::size_t player) {
    if (player < sheet.players.size() && !sheet.players[player].name.empty()) return sheet.players[player].name;
    return player == 0 ? "Attacker" : "Defender";
}

namespace {

namespace sdk = bb::plugin::sdk;

std::optional<BattleState> unpack(const bb::model::PluginState& stored) {
    if (stored.version != 1) return sdk::unpack_state<BattleState>(stored, kBattleStateVersion);
    auto objectives = sdk::unpack_state<ObjectiveRoundsState>(stored, 1);
    if (!objectives) return std::nullopt;
    return BattleState{std::move(*objectives), {}};
}

}  // namespace

std::optional<BattleState> load_state(const bb::model::Battlefield& battlefield) {
    return unpack(battlefield.plugin_state);
}

bb::model::PluginState save_state(const BattleState& state) {
    return bb::plugin::sdk::pack_state(state, kBattleStateVersion);
}

}  // namespace aos4
