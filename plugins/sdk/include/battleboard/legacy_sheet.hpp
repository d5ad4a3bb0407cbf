#pragma once
// The score sheet older Battleboards kept in the host (links of formats 2 to 4, a setup file's "score_sheet"),
// read for a plugin to take into its own state: the host hands it over as it found it (plugin/
// legacy_operations.hpp) and the plugin answers `convert-legacy-sheet` with convert_legacy_sheet<its function>.
// Players are seats 0 (attacker) and 1 (defender); each round lists one turn per player.
#include "battleboard/model/plugin_state.hpp"
#include "battleboard/plugin/legacy_operations.hpp"
#include "battleboard/result.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace bb::plugin::sdk {

// The limits the host's reader had, which a plugin's own sheet may keep: a sheet records one battle.
inline constexpr std::size_t kMaxScorePlayers = 8;  // also the most turns in a round
inline constexpr std::size_t kMaxScoreRounds = 16;
inline constexpr std::size_t kMaxKeywordsPerPlayer = 16;
inline constexpr std::size_t kMaxLinesPerTurn = 32;

struct LegacyTick {
    std::string line_id;  // a scoring line of the battleplan; "vp" on a sheet of plain victory points
    std::uint32_t times = 1;
};

struct LegacyTurn {
    std::vector<LegacyTick> lines;
    std::string battle_tactic;  // empty: none attempted
    bool battle_tactic_completed = false;
};

struct LegacyRound {
    std::uint32_t priority = 0;  // the seat that had priority
    std::uint32_t first = 0;     // the seat that took the first turn
    std::vector<LegacyTurn> turns;
};

struct LegacyPlayer {
    std::string name;
    std::string faction;
    std::vector<std::string> general_keywords;
};

struct LegacyScoreSheet {
    std::string battleplan_id;  // empty on a sheet of plain victory points
    std::uint32_t points_limit = 0;
    std::vector<LegacyPlayer> players;
    std::vector<LegacyRound> rounds;
};

struct ReadSheet {
    LegacyScoreSheet sheet;
    std::uint64_t bits = 0;  // of a link: bits the sheet took
};

// Reads the sheet the request carries, checking every count against the limits the host's reader had. A
// format 4 link names its battleplan by code: `describe_system()` of the plugin resolves it.
Result<ReadSheet> read_legacy_sheet(const LegacySheet& request);

// The plugin's own step: the request's state with the sheet taken in.
using TakeSheet = Result<model::PluginState> (*)(const LegacyScoreSheet& sheet, const model::PluginState& state);

template <TakeSheet Take>
Result<ConvertedSheet> convert_legacy_sheet(const LegacySheet& request) {
    auto read = read_legacy_sheet(request);
    if (!read) return read.error();
    auto state = Take(read->sheet, request.state);
    if (!state) return state.error();
    return ConvertedSheet{std::move(*state), read->bits};
}

}  // namespace bb::plugin::sdk
