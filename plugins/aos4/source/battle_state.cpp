#include "battle_state.hpp"

#include "battleboard/panel_sdk.hpp"

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

// An older sheet is taken over while the state has none of its own; a sheet with no battleplan (plain victory
// points) or nobody on it holds nothing this plugin can score.
template <class Legacy>
void take_over(BattleState& state, const Legacy& legacy) {
    if (state.sheet.empty() && !legacy.battleplan_id.empty() && !(legacy.players.empty() && legacy.rounds.empty()))
        state.sheet = from_legacy(legacy);
}

}  // namespace

std::optional<BattleState> load_state(const bb::model::Battlefield& battlefield) {
    return unpack(battlefield.plugin_state);
}

bb::Result<bb::model::PluginState> take_legacy_sheet(const sdk::LegacyScoreSheet& sheet,
                                                     const bb::model::PluginState& stored) {
    auto state = unpack(stored);
    if (!state)
        return bb::make_error(
            "The Age of Sigmar battle state was written by a newer or broken plugin; its old score "
            "sheet cannot be added to it.");
    const bool had_sheet = !state->sheet.empty();
    take_over(*state, sheet);
    if (!had_sheet && state->sheet.empty()) return stored;  // nothing taken: the state stays as it was
    return save_state(*state);
}

bb::model::PluginState save_state(const BattleState& state) {
    return bb::plugin::sdk::pack_state(state, kBattleStateVersion);
}

}  // namespace aos4
