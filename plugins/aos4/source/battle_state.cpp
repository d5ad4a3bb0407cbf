#include "battle_state.hpp"

#include "battleboard/panel_sdk.hpp"

namespace aos4 {

ScoreSheet from_legacy(const bb::model::ScoreSheet& legacy) {
    ScoreSheet sheet;
    sheet.battleplan_id = legacy.battleplan_id;
    sheet.points_limit = legacy.points_limit;
    for (const auto& p : legacy.players) sheet.players.push_back({p.name, p.faction, p.general_keywords});
    for (const auto& r : legacy.rounds) {
        Round round{r.priority, r.first, {}};
        for (const auto& t : r.turns) {
            Turn turn{{}, t.battle_tactic, t.battle_tactic_completed};
            for (const auto& tick : t.lines) turn.lines.push_back({tick.line_id, tick.times});
            round.turns.push_back(std::move(turn));
        }
        sheet.rounds.push_back(std::move(round));
    }
    return sheet;
}

std::string player_name(const ScoreSheet& sheet, std::size_t player) {
    if (player < sheet.players.size() && !sheet.players[player].name.empty()) return sheet.players[player].name;
    return player == 0 ? "Attacker" : "Defender";
}

std::optional<BattleState> load_state(const bb::model::Battlefield& battlefield) {
    namespace sdk = bb::plugin::sdk;
    const auto& stored = battlefield.plugin_state;
    std::optional<BattleState> state;
    if (stored.version == 1) {
        if (auto objectives = sdk::unpack_state<ObjectiveRoundsState>(stored, 1))
            state = BattleState{std::move(*objectives), {}};
    } else {
        state = sdk::unpack_state<BattleState>(stored, kBattleStateVersion);
    }
    if (state && state->sheet.empty() && battlefield.score_sheet.battleplan_id.size() &&
        !(battlefield.score_sheet.players.empty() && battlefield.score_sheet.rounds.empty()))
        state->sheet = from_legacy(battlefield.score_sheet);
    return state;
}

bb::model::PluginState save_state(const BattleState& state) {
    return bb::plugin::sdk::pack_state(state, kBattleStateVersion);
}

}  // namespace aos4
